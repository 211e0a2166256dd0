import { DAY_MS } from './send-limits';
import { verificationCutoffs } from './verification-retention';

describe('verificationCutoffs', () => {
  const now = new Date('2026-11-22T03:00:00.000Z');

  it('keeps codes (with their IP) 90 days, spent tokens and outbox texts one day, the keys of texts sent by jobs 35 days', () => {
    expect(verificationCutoffs(now)).toEqual({
      codesCreatedBefore: new Date('2026-08-24T03:00:00.000Z'),
      tokensExpiredBefore: new Date('2026-11-21T03:00:00.000Z'),
      outboxCreatedBefore: new Date('2026-11-21T03:00:00.000Z'),
      sendKeysCreatedBefore: new Date('2026-10-18T03:00:00.000Z'),
    });
  });

  it('never deletes a code the send limits still count (they look back 24 hours)', () => {
    expect(now.getTime() - verificationCutoffs(now).codesCreatedBefore.getTime()).toBeGreaterThan(DAY_MS);
  });
});
