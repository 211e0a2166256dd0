import type { CountedLimit } from '../../../shared/domain/counted-limit';

/**
 * The login policy (docs/decisions.md, "Limits that hold under races"). Every password check first takes a
 * slot in three counters, as if it would fail; a success gives them back. So a check is refused before any
 * password work when a limit is full, and parallel tries can never exceed it.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Per e-mail and address group: the hard limit. Only that address is refused, so nobody can lock the owner out from elsewhere. */
export const MAX_FAILURES_PER_PAIR = 10;
/** Per address group across e-mails (credential stuffing); higher, as offices and carriers share addresses. */
export const MAX_FAILURES_PER_ADDRESS = 50;
/** Per e-mail from everywhere: a far higher ceiling that only a spread-out attack reaches (10 full addresses' worth). */
export const MAX_FAILURES_PER_EMAIL = 100;

/** From this many failures on one e-mail (all addresses), each further check is slowed down. */
export const SLOW_DOWN_AFTER = 10;
/** Added per failure past SLOW_DOWN_AFTER. */
export const SLOW_DOWN_STEP_MS = 250;
/** The slow-down never grows past this, so the owner is delayed, not locked out. */
export const MAX_SLOW_DOWN_MS = 5_000;

export const LoginLimitScopes = { pair: 'login-pair', address: 'login-address', email: 'login-email' } as const;

export interface LoginAttemptSubject {
  /** The e-mail in lower case (also for unknown e-mails). */
  emailKey: string;
  /** `addressGroup` of the requester's IP. */
  address: string;
  /** A password reset (or change) ends the counts of its e-mail at once. */
  passwordChangedAt: Date | null;
}

/** In the order they are taken, always the same, so parallel tries never wait on each other in a cycle. */
export function loginLimits(subject: LoginAttemptSubject): CountedLimit[] {
  const restartIfOpenedBefore = subject.passwordChangedAt;
  return [
    { scope: LoginLimitScopes.pair, key: `${subject.emailKey} ${subject.address}`, max: MAX_FAILURES_PER_PAIR, windowMs: LOGIN_WINDOW_MS, restartIfOpenedBefore },
    { scope: LoginLimitScopes.address, key: subject.address, max: MAX_FAILURES_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS },
    { scope: LoginLimitScopes.email, key: subject.emailKey, max: MAX_FAILURES_PER_EMAIL, windowMs: LOGIN_WINDOW_MS, restartIfOpenedBefore },
  ];
}

/** The wait before a check, given the e-mail's failures in the window counting this try: grows by step, capped. */
export function slowDownMs(emailFailures: number): number {
  const past = emailFailures - SLOW_DOWN_AFTER;
  return past <= 0 ? 0 : Math.min(MAX_SLOW_DOWN_MS, past * SLOW_DOWN_STEP_MS);
}
