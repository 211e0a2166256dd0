import { ok, type Result } from '../../../shared/domain/result';
import { CheckoutFailures } from './checkout-failures';

/** What the shopper agreed to on the order-info screen. */
export interface CheckoutConsents {
  age: boolean;
  terms: boolean;
  privacy: boolean;
  /** Made-to-order goods: change-of-mind returns limited (asked separately, as the law requires). */
  madeToOrder: boolean;
}

/** Age over 14, terms and privacy always; the made-to-order consent whenever the order holds such goods. */
export function checkConsents(consents: CheckoutConsents, holdsMadeToOrder: boolean): Result<CheckoutConsents> {
  if (!consents.age || !consents.terms || !consents.privacy) return CheckoutFailures.consentRequired();
  if (holdsMadeToOrder && !consents.madeToOrder) return CheckoutFailures.madeToOrderConsentRequired();
  return ok(consents);
}
