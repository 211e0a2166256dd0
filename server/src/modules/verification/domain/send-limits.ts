import { type Result, ok } from '../../../shared/domain/result';
import { VerificationFailures } from './verification-failures';

/** Guards against SMS pumping and code guessing; the numbers are the issue's. */
export interface SendLimits {
  /** Seconds before the same number may get another code. */
  resendCooldownSeconds: number;
  /** Codes per number in 24 hours. */
  perNumberPerDay: number;
  /** Codes requested from one IP address in an hour. */
  perIpPerHour: number;
  /** Codes in 24 hours, all numbers together (configurable: SMS_DAILY_CAP). */
  globalPerDay: number;
}

export const DEFAULT_SEND_LIMITS: Omit<SendLimits, 'globalPerDay'> = { resendCooldownSeconds: 60, perNumberPerDay: 5, perIpPerHour: 10 };

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** What was sent recently, counted in the database so that every instance sees the same. */
export interface SendHistory {
  lastSentToNumberAt: Date | null;
  /** Since now minus 24 hours. */
  sentToNumberInDay: number;
  /** Since now minus 1 hour. */
  sentFromIpInHour: number;
  /** Since now minus 24 hours. */
  sentEverywhereInDay: number;
}

/** Rolling windows; the widest limit is reported first, as it is the one that lasts. */
export function checkSendAllowed(history: SendHistory, limits: SendLimits, now: Date): Result<void> {
  if (history.sentEverywhereInDay >= limits.globalPerDay) return VerificationFailures.dailyCapReached();
  if (history.sentFromIpInHour >= limits.perIpPerHour) return VerificationFailures.ipHourlyLimit();
  if (history.sentToNumberInDay >= limits.perNumberPerDay) return VerificationFailures.numberDailyLimit();
  if (history.lastSentToNumberAt && now.getTime() - history.lastSentToNumberAt.getTime() < limits.resendCooldownSeconds * 1000) {
    return VerificationFailures.resendTooSoon();
  }
  return ok(undefined);
}
