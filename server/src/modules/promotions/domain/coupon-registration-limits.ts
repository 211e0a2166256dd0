import type { CountedLimit } from '../../../shared/domain/counted-limit';

/**
 * Guessing serials must not pay (docs/decisions.md, "Promotions"): each registration takes a slot as if it
 * would fail, and a success gives it back, so at most MAX_FAILED_REGISTRATIONS wrong serials per member per
 * window are ever looked up, even in parallel.
 */
export const COUPON_REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
export const MAX_FAILED_REGISTRATIONS = 10;

export const COUPON_REGISTRATION_SCOPE = 'coupon-registration';

export function couponRegistrationLimits(memberId: number): CountedLimit[] {
  return [{ scope: COUPON_REGISTRATION_SCOPE, key: String(memberId), max: MAX_FAILED_REGISTRATIONS, windowMs: COUPON_REGISTRATION_WINDOW_MS }];
}
