import { fail } from '../../../shared/domain/result';

/** The guest order flows' expected failures (docs/decisions.md, "Guest orders"). */
export const GuestFailures = {
  membersOnlyBenefits: () => fail('invalid', 'CHECKOUT.MEMBERS_ONLY_BENEFITS', '적립금과 쿠폰은 회원만 사용할 수 있습니다.'),
  addressBookMembersOnly: () => fail('invalid', 'CHECKOUT.GUEST_ADDRESS_REQUIRED', '비회원 주문은 배송지를 직접 입력해주세요.'),
  nameRequired: () => fail('invalid', 'CHECKOUT.GUEST_NAME_REQUIRED', '주문자 이름을 입력해주세요.'),
  emailInvalid: () => fail('invalid', 'CHECKOUT.GUEST_EMAIL_INVALID', '이메일 형식에 맞게 입력해 주세요.'),
  /** The one answer of a failed lookup: wrong code, another number, no such order, a member's order. */
  lookupFailed: () => fail('invalid', 'CHECKOUT.GUEST_LOOKUP_FAILED', '주문번호 또는 인증번호가 올바르지 않습니다.'),
  lookupResendTooSoon: () => fail('too-many', 'CHECKOUT.GUEST_LOOKUP_RESEND_TOO_SOON', '인증번호는 1분 후에 다시 받을 수 있습니다.'),
  lookupTooMany: () => fail('too-many', 'CHECKOUT.GUEST_LOOKUP_TOO_MANY', '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
  noOrderYet: () => fail('not-found', 'CHECKOUT.GUEST_NO_ORDER', '주문 정보를 찾을 수 없습니다.'),
} as const;

export const GuestMessages = {
  lookupCodeSent: '주문하신 휴대폰 번호로 인증번호를 보냈습니다. 5분 안에 입력해주세요.',
  lookupDone: '주문을 확인했습니다.',
  checkoutStarted: '휴대폰 인증이 완료되었습니다. 주문을 계속해주세요.',
} as const;

/** The spec's e-mail rule (§5): an @ and a dot. */
export const isEmailLike = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;
