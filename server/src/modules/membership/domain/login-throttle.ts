import { type Result, ok } from '../../../shared/domain/result';
import { MembershipFailures } from './membership-failures';

/** Failures are counted in this sliding window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Per account: the 10 in 15 minutes. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Per IP address, across accounts (credential stuffing); higher, as offices share addresses. */
export const MAX_FAILURES_PER_IP = 50;

export interface RecentFailures {
  /** For this e-mail, in the window, since its last success and since its password last changed. */
  account: number;
  /** From this address, in the window. */
  ip: number;
}

/**
 * Brute force is slowed, not rewarded with a lock: once a limit is reached, tries answer
 * 429 until the window frees up (at most 15 minutes), and the owner can end it at once by
 * resetting the password by SMS, which restarts the account's count.
 */
export function checkLoginAllowed(failures: RecentFailures): Result<void> {
  if (failures.account >= MAX_FAILURES_PER_ACCOUNT || failures.ip >= MAX_FAILURES_PER_IP) return MembershipFailures.loginThrottled();
  return ok(undefined);
}
