import { isOldEnoughToJoin } from './minimum-age';

describe('isOldEnoughToJoin', () => {
  // 2026-05-16 15:00 UTC is already 2026-05-17 in Seoul.
  const now = new Date('2026-05-16T15:00:00Z');

  it('lets in whoever turns 14 today in Korea', () => {
    expect(isOldEnoughToJoin('2012-05-17', now)).toBe(true);
    expect(isOldEnoughToJoin('2012-05-18', now)).toBe(false);
    expect(isOldEnoughToJoin('1990-01-01', now)).toBe(true);
  });

  it('refuses a date that is not real', () => {
    expect(isOldEnoughToJoin('1990-02-30', now)).toBe(false);
  });
});
