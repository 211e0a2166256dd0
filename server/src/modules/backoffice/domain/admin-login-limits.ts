import type { CountedLimit } from '../../../shared/domain/counted-limit';

/**
 * The admin login's limits, taken before the password is checked (so parallel tries never pass a full one), every
 * try counting: per e-mail and address group 10 in 15 minutes (only that address is refused), per address group 30
 * (stuffing across accounts), per e-mail 50 from everywhere. A successful login gives its slots back (the login use
 * case settles them), so only wrong tries count: a shop whose staff share one office address is never throttled by
 * its own logins. A browser the account logged in from before carries a device cookie and is counted for itself
 * alone (OWASP's device cookies), so 50 wrong tries from five addresses lock strangers out, not the account's owner.
 */
export const ADMIN_LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ADMIN_LOGIN_MAX_PER_PAIR = 10;
export const ADMIN_LOGIN_MAX_PER_ADDRESS = 30;
export const ADMIN_LOGIN_MAX_PER_EMAIL = 50;

/** Wrong tries from a browser the account logged in from before (a valid device cookie), counted for it alone. */
export const ADMIN_LOGIN_MAX_PER_DEVICE = 10;

export function adminLoginLimits(emailKey: string, address: string, knownDevice: string | null = null): CountedLimit[] {
  // A known browser is counted on its own: the per-e-mail and per-address counts that strangers can fill do not stop it.
  if (knownDevice) return [{ scope: 'admin-login-device', key: `${emailKey} ${knownDevice}`, max: ADMIN_LOGIN_MAX_PER_DEVICE, windowMs: ADMIN_LOGIN_WINDOW_MS }];
  return [
    { scope: 'admin-login-pair', key: `${emailKey} ${address}`, max: ADMIN_LOGIN_MAX_PER_PAIR, windowMs: ADMIN_LOGIN_WINDOW_MS },
    { scope: 'admin-login-address', key: address, max: ADMIN_LOGIN_MAX_PER_ADDRESS, windowMs: ADMIN_LOGIN_WINDOW_MS },
    { scope: 'admin-login-email', key: emailKey, max: ADMIN_LOGIN_MAX_PER_EMAIL, windowMs: ADMIN_LOGIN_WINDOW_MS },
  ];
}
