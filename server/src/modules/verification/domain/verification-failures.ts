import { type Failure, fail } from '../../../shared/domain/result';

/** Every expected failure of verification, with the Korean message a shopper reads (spec §5, §8). */
export const VerificationFailures = {
  phoneInvalid: (): Failure => fail('invalid', 'VERIFICATION.PHONE_INVALID', '휴대폰 번호를 정확하게 입력해주세요.'),
  /** The spec's 회원정보를 입력해주세요. named field by field (docs/decisions.md, "Storefront notices"). */
  detailsMissing: (field: 'name' | 'birth'): Failure =>
    fail('invalid', 'VERIFICATION.DETAILS_REQUIRED', field === 'name' ? '이름을 입력해주세요.' : '생년월일을 입력해주세요.'),
  birthInvalid: (): Failure => fail('invalid', 'VERIFICATION.BIRTH_INVALID', '유효하지 않은 날짜입니다.'),
  birthTooEarly: (): Failure => fail('invalid', 'VERIFICATION.BIRTH_TOO_EARLY', '출생 연도는 1930년부터 입력할 수 있습니다.'),
  codeNotRequested: (): Failure => fail('invalid', 'VERIFICATION.CODE_NOT_REQUESTED', '인증번호를 먼저 받아주세요.'),
  codeMismatch: (message: string): Failure => fail('invalid', 'VERIFICATION.CODE_MISMATCH', message),
  codeExpired: (): Failure => fail('invalid', 'VERIFICATION.CODE_EXPIRED', '인증 시간이 지났습니다. 인증번호 다시 받기를 눌러주세요.'),
  tooManyTries: (): Failure =>
    fail('too-many', 'VERIFICATION.TOO_MANY_TRIES', '인증번호를 5회 잘못 입력하셨습니다. 인증번호 다시 받기를 눌러주세요.'),
  resendTooSoon: (): Failure => fail('too-many', 'VERIFICATION.RESEND_TOO_SOON', '인증번호는 1분 후에 다시 받을 수 있습니다.'),
  numberDailyLimit: (): Failure =>
    fail('too-many', 'VERIFICATION.NUMBER_DAILY_LIMIT', '오늘 이 번호로 받을 수 있는 인증번호를 모두 받으셨습니다. 내일 다시 시도해주세요.'),
  ipHourlyLimit: (): Failure => fail('too-many', 'VERIFICATION.IP_HOURLY_LIMIT', '인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
  dailyCapReached: (): Failure => fail('too-many', 'VERIFICATION.DAILY_CAP', '지금은 인증번호를 보낼 수 없습니다. 잠시 후 다시 시도해주세요.'),
  tokenInvalid: (): Failure => fail('invalid', 'VERIFICATION.TOKEN_INVALID', '휴대폰 인증을 먼저 진행해주세요.'),
} as const;

/** Spec §8 and §5: the answers the client shows. */
export const VerificationMessages = {
  codeSent: '인증번호가 발송되었습니다. 핸드폰을 확인해주세요.',
  codeConfirmed: '인증이 완료되었습니다.',
} as const;
