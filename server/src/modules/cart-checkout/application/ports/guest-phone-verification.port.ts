import type { Result } from '../../../../shared/domain/result';

/**
 * Verification's codes and tokens as the guest flows use them (adapter: verification's exported use cases, nothing
 * copied): the guest checkout spends a token confirmed for 'guest-order'; the lookup texts a code to an order's phone
 * ('order-lookup') and checks it, with verification's limits, tries and expiry.
 */
export interface GuestPhoneVerificationPort {
  /** Spends a 'guest-order' token once: the phone and the name it was confirmed with, or the failure. */
  spendGuestOrderToken(token: string): Promise<Result<{ phone: string; name: string | null }>>;
  /** Texts a lookup code to the phone within verification's send limits; a refusal is answered, not thrown. */
  sendLookupCode(phone: string, ip: string): Promise<Result<void>>;
  /** Whether the code is the phone's open lookup code (one try spent; 5 at most); the token it yields is spent at once. */
  confirmLookupCode(phone: string, code: string): Promise<boolean>;
}
