import { COMMON_PASSWORDS } from './common-passwords';
import { checkPasswordPolicy, isCommonPassword } from './password-policy';

const verdict = (password: string) => {
  const result = checkPasswordPolicy(password);
  return result.ok ? 'ok' : result.code;
};

describe('checkPasswordPolicy', () => {
  it('accepts 8+ characters with a digit and a special character', () => {
    expect(verdict('검은가죽Bag#2026')).toBe('ok');
    expect(verdict('tanned-hide9')).toBe('ok');
  });

  it.each(['short1!', 'nodigits!!', 'nospecial123', '        '])('refuses %p as weak, with the hint as message', (password) => {
    expect(verdict(password)).toBe('MEMBERSHIP.PASSWORD_WEAK');
    expect(checkPasswordPolicy(password)).toMatchObject({ message: '비밀번호는 숫자와 특수문자를 포함해 8자 이상 입력해주세요.' });
  });

  it('refuses more than 64 characters', () => {
    expect(verdict(`${'a1!'.repeat(22)}`)).toBe('MEMBERSHIP.PASSWORD_TOO_LONG');
  });

  it.each(['P@ssw0rd', 'qwer1234!', '1q2w3e4r!', 'Password123!', '!Qwer1234', 'sarang1004!', 'Iloveyou#1', 'dragon!2024'])(
    'refuses the common %p',
    (password) => {
      expect(checkPasswordPolicy(password)).toMatchObject({ code: 'MEMBERSHIP.PASSWORD_COMMON', message: '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.' });
    },
  );

  it('ships a list of a few hundred, all in lower case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(300);
    for (const password of COMMON_PASSWORDS) expect(password).toBe(password.toLowerCase());
  });

  it('does not refuse a password just because it contains a common word', () => {
    expect(isCommonPassword('blackdragon-wallet7')).toBe(false);
  });
});
