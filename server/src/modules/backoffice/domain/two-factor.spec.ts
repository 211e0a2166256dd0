import { formatRecoveryCode, isConfirmed, readSecondFactor } from './two-factor';

describe('two-factor sign-in (domain)', () => {
  it('reads six digits as the app\'s code, spaces or a hyphen in the middle allowed', () => {
    expect(readSecondFactor('123456')).toEqual({ kind: 'totp', code: '123456' });
    expect(readSecondFactor(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(readSecondFactor('123-456')).toEqual({ kind: 'totp', code: '123456' });
  });

  it('reads a recovery code in any case, as it was shown (two groups of five)', () => {
    expect(readSecondFactor('abcde-fghij')).toEqual({ kind: 'recovery', code: 'abcdefghij' });
    expect(readSecondFactor('ABCDE FGHIJ')).toEqual({ kind: 'recovery', code: 'abcdefghij' });
    expect(formatRecoveryCode('abcdefghij')).toBe('abcde-fghij');
  });

  it('reads anything else as neither (five or seven digits, letters it never uses, empty)', () => {
    for (const typed of ['12345', '1234567', 'abcde-fghi0', 'abcde-fghil', '', '------']) expect(readSecondFactor(typed)).toBeNull();
  });

  it('counts an enrolment as on only once a first code confirmed it', () => {
    expect(isConfirmed(null)).toBe(false);
    expect(isConfirmed({ adminId: 1, secret: 'S', confirmedAt: null, lastStep: 0 })).toBe(false);
    expect(isConfirmed({ adminId: 1, secret: 'S', confirmedAt: new Date(), lastStep: 0 })).toBe(true);
  });
});
