/** Every Korean message of the membership screens, exactly as the spec words them (sections 5 and 8). */
export const MEMBER_MESSAGES = {
  idRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  loginFailed: '아이디 또는 비밀번호가 일치하지 않습니다.',
  /**
   * The spec gives one message for the verification page's three fields, 회원정보를 입력해주세요. (the recovery
   * forms used it too); the pages name the missing field instead, in the same wording: docs/decisions.md,
   * "Storefront notices". The server still answers the spec's words when a field is missing from a request.
   */
  nameRequired: '이름을 입력해주세요.',
  birthRequired: '생년월일을 입력해주세요.',
  phoneRequired: '휴대폰 번호를 입력해주세요.',
  emailRequired: '이메일을 입력해주세요.',
  birthInvalid: '유효하지 않은 날짜입니다.',
  /** Not in the spec: its year selects simply stop at 1930; the server answers the same words. */
  birthTooEarly: '출생 연도는 1930년부터 입력할 수 있습니다.',
  underAge: '만 14세 미만은 회원가입을 할 수 없습니다.',
  codeSent: '인증번호가 발송되었습니다. 핸드폰을 확인해주세요.',
  codeExpired: '인증 시간이 지났습니다. 인증번호 다시 받기를 눌러주세요.',
  codeMismatch: '인증번호가 올바르지 않습니다. 다시 입력해주세요.',
  recoveryCodeMismatch: '인증번호가 일치하지 않습니다. 다시 입력해주세요.',
  codeRequired: '인증번호 6자리를 입력해주세요.',
  idSent: 'ID정보가 가입 휴대폰으로 발송되었습니다.',
  passwordSent: 'PW정보가 가입 휴대폰으로 발송되었습니다.',
  emailInvalid: '이메일 형식에 맞게 입력해 주세요.',
  /** The spec's 회원 이메일, 비번정보를 정확하게 입력해 주세요. for any of the three, named field by field. */
  signUpEmailRequired: '이메일을 입력해 주세요.',
  signUpConfirmRequired: '비밀번호 확인을 입력해 주세요.',
  consentRequired: '필수 약관에 동의해주셔야 합니다.',
  passwordConfirmMismatch: '비밀번호가 일치하지 않습니다.',
  passwordChanged: '정상적으로 수정되었습니다.',
  memberUpdated: '정상적으로 수정되었습니다.',
  /** My Page info saved with nothing changed: nothing is sent (spec, section 5). */
  nothingChanged: '변경된 내용이 없습니다.',
  retry: '다시 시도해주세요.',
} as const;
