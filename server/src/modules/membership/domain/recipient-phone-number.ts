import { type Result, ok } from '../../../shared/domain/result';
import { AddressBookFailures } from './address-book-failures';

/**
 * A delivery contact: a Korean number, kept as digits only. Unlike the verification's
 * mobile-only rule (texts cost money), a parcel driver can also call a landline: mobile
 * 01X, Seoul 02, the regional 0NN codes, and 070 internet lines. Hyphens and spaces are
 * dropped (people type them); nothing else is accepted.
 */
const PATTERN = /^(010\d{8}|01[16789]\d{7,8}|02\d{7,8}|0[3-6][1-5]\d{7,8}|070\d{8})$/;

export function parseRecipientPhoneNumber(raw: string): Result<string> {
  const digits = raw.replace(/[\s-]/g, '');
  if (digits === '') return AddressBookFailures.phoneRequired();
  return PATTERN.test(digits) ? ok(digits) : AddressBookFailures.phoneInvalid();
}
