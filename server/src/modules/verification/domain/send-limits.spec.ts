import { checkSendAllowed, DEFAULT_SEND_LIMITS, type SendHistory } from './send-limits';

const limits = { ...DEFAULT_SEND_LIMITS, globalPerDay: 100 };
const now = new Date('2026-01-01T00:00:00Z');
const quiet: SendHistory = { lastSentToNumberAt: null, sentToNumberInDay: 0, sentFromIpInHour: 0, sentEverywhereInDay: 0 };
const verdict = (history: Partial<SendHistory>) => {
  const result = checkSendAllowed({ ...quiet, ...history }, limits, now);
  return result.ok ? 'ok' : `${result.kind} ${result.code}`;
};

describe('checkSendAllowed', () => {
  it('lets a first code through', () => {
    expect(verdict({})).toBe('ok');
  });

  it('keeps a 60-second cool-down per number', () => {
    expect(verdict({ lastSentToNumberAt: new Date(now.getTime() - 59_999), sentToNumberInDay: 1 })).toBe('too-many VERIFICATION.RESEND_TOO_SOON');
    expect(verdict({ lastSentToNumberAt: new Date(now.getTime() - 60_000), sentToNumberInDay: 1 })).toBe('ok');
  });

  it('allows 5 codes per number a day', () => {
    expect(verdict({ sentToNumberInDay: 4 })).toBe('ok');
    expect(verdict({ sentToNumberInDay: 5 })).toBe('too-many VERIFICATION.NUMBER_DAILY_LIMIT');
  });

  it('allows 10 requests per IP an hour', () => {
    expect(verdict({ sentFromIpInHour: 9 })).toBe('ok');
    expect(verdict({ sentFromIpInHour: 10 })).toBe('too-many VERIFICATION.IP_HOURLY_LIMIT');
  });

  it('stops everything at the global daily cap', () => {
    expect(verdict({ sentEverywhereInDay: 99 })).toBe('ok');
    expect(verdict({ sentEverywhereInDay: 100 })).toBe('too-many VERIFICATION.DAILY_CAP');
  });
});
