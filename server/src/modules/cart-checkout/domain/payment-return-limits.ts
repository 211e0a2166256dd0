import type { CountedLimit } from '../../../shared/domain/counted-limit';

/**
 * The provider's return (POST /api/payment-serverAuth.php) per address group (an IPv4 address, an IPv6 /64), whatever
 * its outcome: each one may claim an order and call the provider. A shopper posts one per payment try (the window
 * posts it once; a double submit or a retry adds one or two), so 30 in 10 minutes is never met by a person paying,
 * even a few behind one shared address, while a script sweeping order numbers or replaying returns stops at once.
 * docs/decisions.md, "A return changes only its own order".
 */
export const PAYMENT_RETURNS_PER_ADDRESS = 30;
export const PAYMENT_RETURN_WINDOW_MS = 10 * 60 * 1000;

export function paymentReturnLimits(address: string): CountedLimit[] {
  return [{ scope: 'payment-return-address', key: address, max: PAYMENT_RETURNS_PER_ADDRESS, windowMs: PAYMENT_RETURN_WINDOW_MS }];
}
