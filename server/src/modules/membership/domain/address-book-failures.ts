import { type Failure, fail } from '../../../shared/domain/result';

/** The address book's expected failures, with the Korean message a shopper reads (spec §7). */
export const AddressBookFailures = {
  recipientRequired: (): Failure => fail('invalid', 'MEMBERSHIP.RECIPIENT_REQUIRED', '받는 분을 입력해주세요.'),
  phoneRequired: (): Failure => fail('invalid', 'MEMBERSHIP.PHONE_REQUIRED', '연락처를 입력해주세요.'),
  phoneInvalid: (): Failure => fail('invalid', 'MEMBERSHIP.PHONE_INVALID', '연락처를 정확히 입력해주세요.'),
  addressRequired: (): Failure => fail('invalid', 'MEMBERSHIP.ADDRESS_REQUIRED', '주소를 입력해주세요.'),
  zipCodeInvalid: (): Failure => fail('invalid', 'MEMBERSHIP.ZIP_CODE_INVALID', '우편번호 5자리를 입력해주세요.'),
  /** `field` with its topic particle: '받는 분은'. */
  tooLong: (field: string, max: number): Failure => fail('invalid', 'MEMBERSHIP.ADDRESS_FIELD_TOO_LONG', `${field} ${max}자 이하로 입력해주세요.`),
  bookFull: (capacity: number): Failure =>
    fail('conflict', 'MEMBERSHIP.ADDRESS_BOOK_FULL', `배송지는 최대 ${capacity}개까지 등록할 수 있습니다. 사용하지 않는 배송지를 삭제해주세요.`),
  /** Also for another member's address: its existence is not revealed (docs/decisions.md, "The address book"). */
  addressNotFound: (): Failure => fail('not-found', 'MEMBERSHIP.ADDRESS_NOT_FOUND', '배송지를 찾을 수 없습니다.'),
  /** A write that met another one of the same book (the database's one-base index refused it). */
  bookChanged: (): Failure => fail('conflict', 'MEMBERSHIP.ADDRESS_BOOK_CHANGED', '배송지가 다른 곳에서 변경되었습니다. 다시 시도해주세요.'),
} as const;

/** Success messages of the address book's calls. */
export const AddressBookMessages = {
  saved: '배송지가 저장되었습니다.',
  baseChosen: '기본 배송지로 설정되었습니다.',
  deleted: '배송지가 삭제되었습니다.',
  noBaseAddress: '등록된 기본 배송지가 없습니다.',
} as const;
