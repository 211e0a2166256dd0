import { type Result, ok } from '../../../shared/domain/result';
import { AddressBookFailures } from './address-book-failures';
import { parseRecipientPhoneNumber } from './recipient-phone-number';

/** One address of a member's address book (spec §7 "Shipping address"). */
export interface ShippingAddress {
  id: number;
  memberId: number;
  sname: string;
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
  adrDetail: string;
  baseAddress: boolean;
}

/** What a member types for an address: the label and detail may stay empty. */
export interface NewShippingAddress {
  sname?: string;
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
  adrDetail: string;
  baseAddress: boolean;
}

/** The checked, trimmed fields of an address (everything but who owns it and whether it is the base). */
export type ShippingAddressDetails = Pick<ShippingAddress, 'sname' | 'recipient' | 'phone' | 'zipCode' | 'address' | 'adrDetail'>;

/** Column widths of shipping_address: the migration uses the same numbers. */
export const SHIPPING_ADDRESS_LIMITS = { sname: 20, recipient: 30, phone: 11, zipCode: 5, address: 200, adrDetail: 100 } as const;

const LABELS = { sname: '배송지명은', recipient: '받는 분은', address: '주소는', adrDetail: '상세주소는' } as const;

/**
 * Checks an address as typed (spec: "Shipping save requires recipient, phone and address"):
 * recipient, phone and address required, phone a Korean number, zip code 5 digits (the
 * postcode search always gives one), lengths bounded. The first problem is the answer.
 */
export function parseShippingAddressDetails(input: Omit<NewShippingAddress, 'baseAddress'>): Result<ShippingAddressDetails> {
  const text = (value: string | undefined) => (value ?? '').trim();
  const sname = text(input.sname);
  const recipient = text(input.recipient);
  const address = text(input.address);
  const adrDetail = text(input.adrDetail);
  const zipCode = text(input.zipCode);

  if (recipient === '') return AddressBookFailures.recipientRequired();
  const phone = parseRecipientPhoneNumber(input.phone ?? '');
  if (!phone.ok) return phone;
  if (address === '') return AddressBookFailures.addressRequired();
  if (!/^\d{5}$/.test(zipCode)) return AddressBookFailures.zipCodeInvalid();
  for (const [field, value] of Object.entries({ sname, recipient, address, adrDetail }) as Array<[keyof typeof LABELS, string]>) {
    // Counted in characters as the shopper sees them (a Hangul syllable is one), as varchar(n) counts.
    if ([...value].length > SHIPPING_ADDRESS_LIMITS[field]) return AddressBookFailures.tooLong(LABELS[field], SHIPPING_ADDRESS_LIMITS[field]);
  }
  return ok({ sname, recipient, phone: phone.value, zipCode, address, adrDetail });
}
