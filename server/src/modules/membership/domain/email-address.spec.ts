import { emailKey, parseEmailAddress } from './email-address';

describe('parseEmailAddress', () => {
  it.each(['minsu@example.com', ' Minsu.Kim+shop@mail.co.kr ', 'a@b.io'])('accepts %p', (raw) => {
    expect(parseEmailAddress(raw)).toEqual({ ok: true, value: raw.trim() });
  });

  it.each(['minsu', 'minsu@example', '@example.com', 'min su@example.com', 'minsu@@example.com', 'minsu@example..com', 'minsu@example.c', `${'a'.repeat(65)}@x.com`])(
    'refuses %p with the spec message',
    (raw) => {
      expect(parseEmailAddress(raw)).toMatchObject({ ok: false, code: 'MEMBERSHIP.EMAIL_INVALID', message: '이메일 형식에 맞게 입력해 주세요.' });
    },
  );

  it('compares in lower case', () => {
    expect(emailKey(' Minsu@Example.COM')).toBe('minsu@example.com');
  });
});
