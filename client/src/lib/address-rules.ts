/**
 * An address's own rules, shared by the checkout's shipment form and the address book (the spec requires
 * recipient, phone and address; the wording is ours and the server's checks say the same).
 */
export const ADDRESS_MESSAGES = {
  recipient: '받는 분 이름을 입력해주세요.',
  phone: '연락처를 입력해주세요.',
  phoneInvalid: '연락처를 정확하게 입력해주세요.',
  address: '주소를 입력해주세요.',
  zipCode: '우편번호 5자리를 입력해주세요.',
} as const;

/** Korean phone numbers are 9 to 11 digits (02-123-4567 … 010-1234-5678). */
export const isPhoneNumber = (digits: string) => /^0\d{8,10}$/.test(digits);
export const isZipCode = (value: string) => /^\d{5}$/.test(value);

/** The fields every address has, as typed. */
export interface AddressInput {
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
}

/** The first problem with an address as typed, or null when it can be sent (a missing address before its zip code). */
export function addressProblem(draft: AddressInput): string | null {
  if (!draft.recipient.trim()) return ADDRESS_MESSAGES.recipient;
  if (!draft.phone) return ADDRESS_MESSAGES.phone;
  if (!isPhoneNumber(draft.phone)) return ADDRESS_MESSAGES.phoneInvalid;
  if (!draft.zipCode && !draft.address.trim()) return ADDRESS_MESSAGES.address;
  if (!isZipCode(draft.zipCode)) return ADDRESS_MESSAGES.zipCode;
  if (!draft.address.trim()) return ADDRESS_MESSAGES.address;
  return null;
}
