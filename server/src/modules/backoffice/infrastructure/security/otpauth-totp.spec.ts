import { TOTP } from 'otpauth';
import { readSecondFactor } from '../../domain/two-factor';
import { OtpauthTotp } from './otpauth-totp';

const totp = new OtpauthTotp();
// RFC 6238's SHA-1 test secret ("12345678901234567890"), base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('OtpauthTotp', () => {
  it('matches RFC 6238\'s SHA-1 vectors (6 digits) and answers the code\'s time step', () => {
    // T = 59 s → 94287082; T = 1111111109 → 07081804 (the last six digits, at 6 digits).
    expect(totp.matchingStep(RFC_SECRET, '287082', new Date(59_000))).toBe(1);
    expect(totp.matchingStep(RFC_SECRET, '081804', new Date(1_111_111_109_000))).toBe(37_037_036);
  });

  it('accepts one step of drift either way, and no more', () => {
    const secret = totp.newSecret();
    const now = new Date('2026-11-27T05:00:15Z');
    const step = Math.floor(now.getTime() / 30_000);
    const codeAt = (at: number) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
    expect(totp.matchingStep(secret, codeAt(now.getTime()), now)).toBe(step);
    expect(totp.matchingStep(secret, codeAt(now.getTime() - 30_000), now)).toBe(step - 1);
    expect(totp.matchingStep(secret, codeAt(now.getTime() + 30_000), now)).toBe(step + 1);
    expect(totp.matchingStep(secret, codeAt(now.getTime() - 90_000), now)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URI naming the shop and the account', () => {
    const secret = totp.newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.newSecret()).not.toBe(secret);
    const uri = new URL(totp.otpauthUri(secret, 'owner@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('the shop console');
    expect(decodeURIComponent(uri.pathname)).toContain('owner@example.com');
  });

  it('makes distinct recovery codes that read back as recovery codes', () => {
    const codes = totp.newRecoveryCodes(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(readSecondFactor(code)).toEqual({ kind: 'recovery', code });
  });
});
