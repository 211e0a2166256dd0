import { type Failure, fail } from '../../../shared/domain/result';

/** Every expected failure of the back office's own use cases, with the Korean message staff read. */
export const BackofficeFailures = {
  loginFailed: (): Failure => fail('unauthenticated', 'BACKOFFICE.LOGIN_FAILED', '이메일 또는 비밀번호가 일치하지 않습니다.'),
  loginThrottled: (): Failure => fail('too-many', 'BACKOFFICE.LOGIN_THROTTLED', '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.'),
  otpRequired: (): Failure => fail('unauthenticated', 'BACKOFFICE.OTP_REQUIRED', '인증 앱에 표시된 6자리 코드를 입력해주세요.'),
  otpFailed: (): Failure => fail('unauthenticated', 'BACKOFFICE.OTP_FAILED', '인증 코드가 올바르지 않습니다. 다시 확인해주세요.'),
  twoFactorSetupRequired: (): Failure =>
    fail('unauthenticated', 'BACKOFFICE.TWO_FACTOR_SETUP_REQUIRED', '2단계 인증이 필수입니다. 인증 앱을 등록한 뒤 6자리 코드를 입력해주세요.'),
  twoFactorAlreadyOn: (): Failure => fail('conflict', 'BACKOFFICE.TWO_FACTOR_ALREADY_ON', '이미 2단계 인증을 사용하고 있습니다.'),
  twoFactorNotSetUp: (): Failure => fail('conflict', 'BACKOFFICE.TWO_FACTOR_NOT_SET_UP', '먼저 인증 앱 등록을 시작해주세요.'),
  twoFactorRequiredByOwner: (): Failure => fail('conflict', 'BACKOFFICE.TWO_FACTOR_REQUIRED', '2단계 인증이 필수로 설정되어 있어 끌 수 없습니다.'),
  twoFactorOwnerFirst: (): Failure => fail('conflict', 'BACKOFFICE.TWO_FACTOR_OWNER_FIRST', '필수로 설정하기 전에 본인 계정의 2단계 인증을 먼저 켜주세요.'),
  passwordMismatch: (): Failure => fail('unauthenticated', 'BACKOFFICE.PASSWORD_MISMATCH', '비밀번호가 일치하지 않습니다.'),
  emailInvalid: (): Failure => fail('invalid', 'BACKOFFICE.EMAIL_INVALID', '이메일 형식에 맞게 입력해주세요.'),
  emailTaken: (): Failure => fail('conflict', 'BACKOFFICE.EMAIL_TAKEN', '이미 등록된 관리자 이메일입니다.'),
  nameInvalid: (): Failure => fail('invalid', 'BACKOFFICE.NAME_INVALID', '이름을 1자 이상 50자 이하로 입력해주세요.'),
  passwordWeak: (): Failure =>
    fail('invalid', 'BACKOFFICE.PASSWORD_WEAK', '관리자 비밀번호는 영문, 숫자, 특수문자를 모두 포함해 10자 이상 64자 이하로 입력해주세요.'),
  adminNotFound: (): Failure => fail('not-found', 'BACKOFFICE.ADMIN_NOT_FOUND', '관리자를 찾을 수 없습니다.'),
  lastOwner: (): Failure => fail('conflict', 'BACKOFFICE.LAST_OWNER', '사용 중인 최고 관리자가 한 명은 있어야 합니다.'),
  tokenNotFound: (): Failure => fail('not-found', 'BACKOFFICE.TOKEN_NOT_FOUND', 'API 토큰을 찾을 수 없습니다.'),
  jobNotFound: (): Failure => fail('not-found', 'BACKOFFICE.JOB_NOT_FOUND', '실패한 작업을 찾을 수 없습니다.'),
  ownerExists: (): Failure => fail('conflict', 'BACKOFFICE.OWNER_EXISTS', '최고 관리자가 이미 있습니다.'),
};
