import { Member } from './member';

const now = new Date('2026-05-01T00:00:00Z');
const consents = { ageAt: now, termsAt: now, privacyAt: now, marketingAt: null, newsAt: now };
const verified = { phone: '01012345678', name: '김민수', birth: '1990-05-17' };
const signUp = (birth = verified.birth) =>
  Member.signUp({ email: 'minsu@example.com', passwordHash: '$argon2id$x', verified: { ...verified, birth }, sex: 1, consents, now });

describe('Member', () => {
  it('signs up with the name, phone and birth date of the verified phone', () => {
    const result = signUp();
    if (!result.ok) throw new Error(result.message);
    expect(result.value.snapshot()).toMatchObject({ id: null, name: '김민수', phone: '01012345678', birth: '1990-05-17', point: 0, sex: 1 });
    expect(result.value.termMarketing).toBe('N');
    expect(result.value.termNews).toBe('Y');
  });

  it('refuses anyone under 14', () => {
    expect(signUp('2012-05-02')).toMatchObject({ ok: false, kind: 'invalid', code: 'MEMBERSHIP.UNDER_AGE' });
    expect(signUp('2012-05-01').ok).toBe(true);
  });

  it('needs a name and a birth date from the verification', () => {
    expect(Member.signUp({ email: 'a@b.co', passwordHash: 'h', verified: { phone: '01012345678', name: null, birth: null }, sex: null, consents, now })).toMatchObject({
      code: 'MEMBERSHIP.DETAILS_REQUIRED',
    });
  });

  it('keeps the first date of a consent while it stays on', () => {
    const member = (signUp() as { value: Member }).value;
    const later = new Date('2026-06-01T00:00:00Z');
    member.updatePreferences({ sex: null, marketing: true, news: true }, later);
    expect(member.snapshot().consents).toMatchObject({ marketingAt: later, newsAt: now });
    member.updatePreferences({ sex: 2, marketing: false, news: true }, later);
    expect(member.snapshot()).toMatchObject({ sex: 2, consents: { marketingAt: null } });
  });

  it('must pick a new password after a temporary one, and not after a change', () => {
    const member = (signUp() as { value: Member }).value;
    member.resetToTemporaryPassword('temp-hash', now);
    expect(member.mustChangePassword).toBe(true);
    member.changePassword('new-hash', now);
    expect(member.mustChangePassword).toBe(false);
    expect(member.passwordHash).toBe('new-hash');
  });

  it('joins with Naver without a password, and not under 14', () => {
    const joined = Member.joinWithNaver({ naverId: 'n1', email: 'n@naver.com', name: null, phone: null, birth: null, sex: null }, now);
    expect(joined.ok && joined.value.snapshot()).toMatchObject({ passwordHash: null, name: 'n', naverId: 'n1' });
    expect(Member.joinWithNaver({ naverId: 'n2', email: 'k@naver.com', name: '꼬마', phone: null, birth: '2020-01-01', sex: null }, now)).toMatchObject({
      code: 'MEMBERSHIP.UNDER_AGE',
    });
  });

  it('links one Naver account only', () => {
    const member = (signUp() as { value: Member }).value;
    expect(member.linkNaver('n1', now).ok).toBe(true);
    expect(member.linkNaver('n1', now).ok).toBe(true);
    expect(member.linkNaver('n2', now)).toMatchObject({ code: 'MEMBERSHIP.NAVER_ALREADY_LINKED' });
  });
});
