import type { CountedLimit } from '../../../shared/domain/counted-limit';
import type { Failure } from '../../../shared/domain/result';
import { VerificationFailures } from './verification-failures';
import type { VerificationPurpose } from './verification-purpose';

/** Guards against SMS pumping and code guessing; the numbers are the issue's. */
export interface SendLimits {
  /** Seconds before the same number may get another code. */
  resendCooldownSeconds: number;
  /** Codes per number in 24 hours. */
  perNumberPerDay: number;
  /** Codes requested from one address group (an IPv4 address, an IPv6 /64) in an hour. */
  perIpPerHour: number;
  /** Codes in 24 hours, all numbers together (configurable: SMS_DAILY_CAP). */
  globalPerDay: number;
}

export const DEFAULT_SEND_LIMITS: Omit<SendLimits, 'globalPerDay'> = { resendCooldownSeconds: 60, perNumberPerDay: 5, perIpPerHour: 10 };

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const SendLimitScopes = {
  global: 'sms-global',
  address: 'sms-address-hour',
  numberDay: 'sms-number-day',
  numberCooldown: 'sms-number-cooldown',
} as const;

/** The one key of the global count. */
export const EVERYWHERE = 'all';

/**
 * What one code uses up, in the order the slots are taken (always the same, so parallel sends never wait on each
 * other in a cycle) and the order refusals are reported: the widest first, as it is the one that lasts.
 * A 60-second cool-down is a limit of one in 60 seconds, per number and purpose: a guest who has just verified the phone
 * at checkout may at once get the order lookup's code (the daily count per number still covers every purpose).
 */
export function sendLimitsFor(request: { phone: string; address: string; purpose: VerificationPurpose }, limits: SendLimits): CountedLimit[] {
  return [
    { scope: SendLimitScopes.global, key: EVERYWHERE, max: limits.globalPerDay, windowMs: DAY_MS },
    { scope: SendLimitScopes.address, key: request.address, max: limits.perIpPerHour, windowMs: HOUR_MS },
    { scope: SendLimitScopes.numberDay, key: request.phone, max: limits.perNumberPerDay, windowMs: DAY_MS },
    { scope: SendLimitScopes.numberCooldown, key: `${request.phone}/${request.purpose}`, max: 1, windowMs: limits.resendCooldownSeconds * 1000 },
  ];
}

/** The answer to a send refused by `limit`. */
export function sendRefusal(limit: CountedLimit): Failure {
  switch (limit.scope) {
    case SendLimitScopes.global:
      return VerificationFailures.dailyCapReached();
    case SendLimitScopes.address:
      return VerificationFailures.ipHourlyLimit();
    case SendLimitScopes.numberDay:
      return VerificationFailures.numberDailyLimit();
    default:
      return VerificationFailures.resendTooSoon();
  }
}
