import { koreanDateTime } from './korean-date-time';

describe('koreanDateTime', () => {
  it('writes the instant in Korea time, to the minute', () => {
    expect(koreanDateTime(new Date('2026-02-01T03:04:59Z'))).toBe('2026-02-01 12:04');
    expect(koreanDateTime(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01 00:00');
  });

  it('is empty for no instant', () => {
    expect(koreanDateTime(null)).toBe('');
  });
});
