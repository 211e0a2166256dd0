import { DORMANCY_POLICY, dormancyCutoffs, dormancyNoticeText, dormantFrom, dormantPlaceholder, isDueForDormancy } from './dormancy-policy';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2027-06-01T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('dormancy policy (terms: dormant after a year, told 30 days before)', () => {
  it('counts a year of idle time and tells 30 days before', () => {
    expect(DORMANCY_POLICY).toEqual({ idleDays: 365, noticeDaysBefore: 30 });
    expect(dormancyCutoffs(now)).toEqual({ dormantIfIdleSince: daysAgo(365), noticeIfIdleSince: daysAgo(335), noticedBefore: daysAgo(30) });
  });

  it('becomes due only after a year idle and a notice at least 30 days old', () => {
    expect(isDueForDormancy({ lastSeenAt: daysAgo(366), noticedAt: daysAgo(31) }, now)).toBe(true);
    expect(isDueForDormancy({ lastSeenAt: daysAgo(364), noticedAt: daysAgo(31) }, now)).toBe(false);
    // Never told, or told late: not yet.
    expect(isDueForDormancy({ lastSeenAt: daysAgo(500), noticedAt: null }, now)).toBe(false);
    expect(isDueForDormancy({ lastSeenAt: daysAgo(500), noticedAt: daysAgo(10) }, now)).toBe(false);
  });

  it('says when the dormancy starts, in one short text', () => {
    expect(dormantFrom(daysAgo(335))).toEqual(new Date(now.getTime() + 30 * DAY));
    expect(dormancyNoticeText('2027-07-01')).toContain('2027-07-01부터 휴면 계정으로 전환됩니다');
  });

  it('leaves a placeholder without a person in the live row', () => {
    expect(dormantPlaceholder(12)).toEqual({ email: 'dormant-12@dormant.invalid', name: '휴면회원' });
  });
});
