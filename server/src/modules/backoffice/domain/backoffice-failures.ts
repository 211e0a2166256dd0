import { type Failure, fail } from '../../../shared/domain/result';

/** Every expected failure of the back office's own use cases, with the Korean message staff read. */
export const BackofficeFailures = {
  loginFailed: (): Failure => fail('unauthenticated', 'BACKOFFICE.LOGIN_FAILED', '이메일 또는 비밀번호가 일치하지 않습니다.'),
  loginThrottled: (): Failure => fail('too-many', 'BACKOFFICE.LOGIN_THROTTLED', '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.'),
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
