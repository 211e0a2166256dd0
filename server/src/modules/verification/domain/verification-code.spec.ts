import { CODE_TTL_SECONDS, MAX_TRIES_PER_CODE, VerificationCode } from './verification-code';

const now = new Date('2026-01-01T00:00:00Z');
const issued = () => VerificationCode.issue({ id: 'c1', phone: '01012345678', purpose: 'sign-up', codeHash: 'h', requesterIp: '1.2.3.4', now });
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const codeOf = (result: { ok: boolean; code?: string }) => (result.ok ? 'ok' : result.code);

describe('VerificationCode', () => {
  it('expires 300 seconds after it was issued', () => {
    const code = issued();
    expect(code.snapshot().expiresAt).toEqual(at(CODE_TTL_SECONDS));
    expect(codeOf(code.acceptsTryAt(at(299)))).toBe('ok');
    expect(codeOf(code.acceptsTryAt(at(300)))).toBe('VERIFICATION.CODE_EXPIRED');
    expect(codeOf(code.acceptsTryAt(at(301)))).toBe('VERIFICATION.CODE_EXPIRED');
  });

  it('refuses the try after five', () => {
    const fourTries = VerificationCode.restore({ ...issued().snapshot(), tries: MAX_TRIES_PER_CODE - 1 });
    expect(codeOf(fourTries.acceptsTryAt(now))).toBe('ok');
    const fiveTries = VerificationCode.restore({ ...issued().snapshot(), tries: MAX_TRIES_PER_CODE });
    const refused = fiveTries.acceptsTryAt(now);
    expect(codeOf(refused)).toBe('VERIFICATION.TOO_MANY_TRIES');
    expect(refused.ok ? null : refused.kind).toBe('too-many');
  });

  it('cannot be used again once confirmed or replaced by a newer code', () => {
    expect(codeOf(VerificationCode.restore({ ...issued().snapshot(), confirmedAt: now }).acceptsTryAt(now))).toBe('VERIFICATION.CODE_NOT_REQUESTED');
    expect(codeOf(VerificationCode.restore({ ...issued().snapshot(), supersededAt: now }).acceptsTryAt(now))).toBe('VERIFICATION.CODE_NOT_REQUESTED');
  });
});
