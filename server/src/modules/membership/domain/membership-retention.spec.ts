import { membershipCutoffs } from './membership-retention';

describe('membershipCutoffs', () => {
  it('keeps login attempts and ended sessions 90 days, Naver login states a day past expiry', () => {
    expect(membershipCutoffs(new Date('2026-11-22T03:00:00.000Z'))).toEqual({
      loginAttemptsBefore: new Date('2026-08-24T03:00:00.000Z'),
      sessionsEndedBefore: new Date('2026-08-24T03:00:00.000Z'),
      socialLoginStatesExpiredBefore: new Date('2026-11-21T03:00:00.000Z'),
    });
  });
});
