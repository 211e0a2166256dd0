import { type CounterState, useOnce } from '../../../shared/domain/counted-limit';
import { DEFAULT_SEND_LIMITS, sendLimitsFor, sendRefusal } from './send-limits';

const limits = sendLimitsFor({ phone: '01012345678', address: '10.0.0.1', purpose: 'sign-up' }, { ...DEFAULT_SEND_LIMITS, globalPerDay: 100 });
const now = new Date('2026-01-01T00:00:00Z');
const byScope = (scope: string) => {
  const found = limits.find((limit) => limit.scope === scope);
  if (!found) throw new Error(scope);
  return found;
};
const full = (max: number): CounterState => ({ windowStartedAt: new Date(now.getTime() - 1), used: max });

describe('sendLimitsFor', () => {
  it('counts the global cap, the address, the number per day and the cool-down, widest first', () => {
    expect(limits.map((limit) => [limit.scope, limit.key, limit.max, limit.windowMs])).toEqual([
      ['sms-global', 'all', 100, 86_400_000],
      ['sms-address-hour', '10.0.0.1', 10, 3_600_000],
      ['sms-number-day', '01012345678', 5, 86_400_000],
      ['sms-number-cooldown', '01012345678/sign-up', 1, 60_000],
    ]);
  });

  it('keeps the cool-down per number and purpose: another purpose has its own', () => {
    const other = sendLimitsFor({ phone: '01012345678', address: '10.0.0.1', purpose: 'order-lookup' }, { ...DEFAULT_SEND_LIMITS, globalPerDay: 100 });
    expect(other.find((limit) => limit.scope === 'sms-number-cooldown')?.key).toBe('01012345678/order-lookup');
    expect(other.find((limit) => limit.scope === 'sms-number-day')?.key).toBe('01012345678');
  });

  it('keeps a 60-second cool-down per number', () => {
    const cooldown = byScope('sms-number-cooldown');
    const sent = { windowStartedAt: now, used: 1 };
    expect(useOnce(sent, cooldown, new Date(now.getTime() + 59_999))).toBeNull();
    expect(useOnce(sent, cooldown, new Date(now.getTime() + 60_000))).not.toBeNull();
  });

  it('refuses with the message of the limit that is full', () => {
    expect(limits.map((limit) => (useOnce(full(limit.max), limit, now) ? 'free' : sendRefusal(limit).code))).toEqual([
      'VERIFICATION.DAILY_CAP',
      'VERIFICATION.IP_HOURLY_LIMIT',
      'VERIFICATION.NUMBER_DAILY_LIMIT',
      'VERIFICATION.RESEND_TOO_SOON',
    ]);
  });
});
