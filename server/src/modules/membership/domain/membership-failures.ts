import { type Failure, fail } from '../../../shared/domain/result';

/** Every expected failure of membership, with the Korean message a shopper reads (spec §5, §8). */
export const MembershipFailures = {
  emailInvalid: (): Failure => fail('invalid', 'MEMBERSHIP.EMAIL_INVALID', '이메일 형식에 맞게 입력해 주세요.'),
  emailTaken: (): Failure => fail('conflict', 'MEMBERSHIP.EMAIL_TAKEN', '이미 가입된 이메일입니다. 다른 이메일을 입력해주세요.'),
  passwordWeak: (): Failure => fail('invalid', 'MEMBERSHIP.PASSWORD_WEAK', '비밀번호는 숫자와 특수문자를 포함해 8자 이상 입력해주세요.'),
  passwordTooLong: (): Failure => fail('invalid', 'MEMBERSHIP.PASSWORD_TOO_LONG', '비밀번호는 64자 이하로 입력해주세요.'),
  passwordCommon: (): Failure => fail('invalid', 'MEMBERSHIP.PASSWORD_COMMON', '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.'),
  passwordConfirmMismatch: (): Failure => fail('invalid', 'MEMBERSHIP.PASSWORD_CONFIRM_MISMATCH', '비밀번호가 일치하지 않습니다.'),
  passwordUnchanged: (): Failure => fail('invalid', 'MEMBERSHIP.PASSWORD_UNCHANGED', '현재 비밀번호와 다른 비밀번호를 입력해주세요.'),
  consentRequired: (): Failure => fail('invalid', 'MEMBERSHIP.CONSENT_REQUIRED', '필수 약관에 동의해주셔야 합니다.'),
  underAge: (): Failure => fail('invalid', 'MEMBERSHIP.UNDER_AGE', '만 14세 미만은 회원가입을 할 수 없습니다.'),
  /** The spec's 회원정보를 입력해주세요. named field by field (docs/decisions.md, "Storefront notices"). */
  detailsMissing: (field: 'name' | 'birth'): Failure =>
    fail('invalid', 'MEMBERSHIP.DETAILS_REQUIRED', field === 'name' ? '이름을 입력해주세요.' : '생년월일을 입력해주세요.'),
  loginFailed: (): Failure => fail('unauthenticated', 'MEMBERSHIP.LOGIN_FAILED', '아이디 또는 비밀번호가 일치하지 않습니다.'),
  loginThrottled: (): Failure =>
    fail('too-many', 'MEMBERSHIP.LOGIN_THROTTLED', '로그인 시도가 너무 많습니다. 잠시 후 다시 시도하시거나 비밀번호 찾기를 이용해주세요.'),
  passwordMismatch: (): Failure => fail('invalid', 'MEMBERSHIP.PASSWORD_MISMATCH', '비밀번호가 일치하지 않습니다.'),
  passwordCheckRequired: (): Failure => fail('forbidden', 'MEMBERSHIP.PASSWORD_CHECK_REQUIRED', '현재 비밀번호를 먼저 확인해주세요.'),
  /** The member's row changed between this request's read and its write (another request got there first). */
  memberChanged: (): Failure => fail('conflict', 'MEMBERSHIP.MEMBER_CHANGED', '회원 정보가 다른 곳에서 변경되었습니다. 다시 시도해주세요.'),
  memberNotFound: (): Failure => fail('not-found', 'MEMBERSHIP.MEMBER_NOT_FOUND', '회원 정보를 찾을 수 없습니다.'),
  naverDisabled: (): Failure => fail('not-found', 'MEMBERSHIP.NAVER_DISABLED', '네이버 로그인을 사용할 수 없습니다.'),
  naverStateInvalid: (): Failure => fail('forbidden', 'MEMBERSHIP.NAVER_STATE_INVALID', '네이버 로그인 요청이 올바르지 않습니다. 다시 시도해주세요.'),
  naverLoginFailed: (): Failure => fail('unauthenticated', 'MEMBERSHIP.NAVER_LOGIN_FAILED', '네이버 로그인에 실패했습니다. 다시 시도해주세요.'),
  naverEmailRequired: (): Failure => fail('invalid', 'MEMBERSHIP.NAVER_EMAIL_REQUIRED', '네이버 계정의 이메일 제공에 동의해주세요.'),
  naverAlreadyLinked: (): Failure => fail('conflict', 'MEMBERSHIP.NAVER_ALREADY_LINKED', '이미 다른 네이버 계정과 연결된 회원입니다.'),
  alreadyWithdrawn: (): Failure => fail('conflict', 'MEMBERSHIP.ALREADY_WITHDRAWN', '이미 탈퇴한 회원입니다.'),
  withdrawalBlockedByOrders: (): Failure =>
    fail(
      'conflict',
      'MEMBERSHIP.WITHDRAWAL_ORDERS_IN_PROGRESS',
      '진행 중인 주문(결제 확인·배송 준비·배송 중·교환/반품 신청)이 있어 탈퇴할 수 없습니다. 주문이 마무리된 후 다시 시도해주세요.',
    ),
  withdrawalPasswordRequired: (): Failure => fail('invalid', 'MEMBERSHIP.WITHDRAWAL_PASSWORD_REQUIRED', '비밀번호를 입력해주세요.'),
  withdrawalCodeRequired: (): Failure => fail('invalid', 'MEMBERSHIP.WITHDRAWAL_CODE_REQUIRED', '휴대폰 인증을 먼저 진행해주세요.'),
  withdrawalPhoneMissing: (): Failure =>
    fail('invalid', 'MEMBERSHIP.WITHDRAWAL_PHONE_MISSING', '등록된 휴대폰 번호가 없어 본인 확인을 할 수 없습니다. 고객센터로 문의해주세요.'),
  /** The right password (or Naver) for a member moved to member_dormant: the phone must be verified to come back. */
  dormant: (): Failure =>
    fail('forbidden', 'MEMBERSHIP.DORMANT', '1년 이상 로그인하지 않아 휴면 상태로 전환된 계정입니다. 휴대폰 인증 후 다시 이용하실 수 있습니다.'),
  dormantRestoreFailed: (): Failure =>
    fail('invalid', 'MEMBERSHIP.DORMANT_RESTORE_FAILED', '휴면 계정 정보와 인증하신 휴대폰 번호가 일치하지 않습니다.'),
} as const;

/** Success messages, as the spec's client shows them (§8). */
export const MembershipMessages = {
  idSent: 'ID정보가 가입 휴대폰으로 발송되었습니다.',
  passwordSent: 'PW정보가 가입 휴대폰으로 발송되었습니다.',
  updated: '정상적으로 수정되었습니다.',
  signedUp: '회원가입이 완료되었습니다.',
  loggedOut: '로그아웃되었습니다.',
  consentsGiven: '약관 동의가 저장되었습니다.',
  withdrawn: '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.',
  restored: '휴면 상태가 해제되었습니다. 다시 로그인해주세요.',
} as const;
