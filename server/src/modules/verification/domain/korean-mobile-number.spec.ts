import { maskMobileNumber, parseKoreanMobileNumber } from './korean-mobile-number';

describe('Korean mobile numbers', () => {
  it.each([
    ['01012345678', '01012345678'],
    ['010-1234-5678', '01012345678'],
    ['011 123 4567', '0111234567'],
    ['0191234567', '0191234567'],
  ])('accepts %s as %s', (raw, digits) => {
    expect(parseKoreanMobileNumber(raw)).toEqual({ ok: true, value: digits });
  });

  it.each(['0212345678', '012123456789', '0101234567', '010123456789', '+821012345678', '01512345678', 'abc', ''])('refuses %p', (raw) => {
    const result = parseKoreanMobileNumber(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe('VERIFICATION.PHONE_INVALID');
  });

  it('masks the middle digits', () => {
    expect(maskMobileNumber('01012345678')).toBe('010-****-5678');
    expect(maskMobileNumber('0111234567')).toBe('011-***-4567');
    expect(maskMobileNumber('nonsense')).toBe('***');
  });
});
