import { type Result, ok } from '../../../shared/domain/result';
import { PromotionsFailures } from './promotions-failures';

/** A registration serial: 16 upper-case letters and digits, typed without dashes (spec: /mypage/coupon). */
export const COUPON_SERIAL_LENGTH = 16;

/**
 * What the shopper typed, as the serial to look up: surrounding spaces dropped, lower case raised. Anything
 * else that is not 16 letters and digits cannot be a serial (and is a failure counted like an unknown one).
 */
export function parseCouponSerial(typed: string | null | undefined): Result<string> {
  const trimmed = (typed ?? '').trim();
  if (trimmed === '') return PromotionsFailures.serialRequired();
  const serial = trimmed.toUpperCase();
  if (!new RegExp(`^[A-Z0-9]{${COUPON_SERIAL_LENGTH}}$`).test(serial)) return PromotionsFailures.serialInvalid();
  return ok(serial);
}
