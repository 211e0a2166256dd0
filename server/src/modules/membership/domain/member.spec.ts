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
    expect(result.value.snapshot()).toMatchObject({ id: null, name: '김민수', phone: '01012345678', birth: '1990-05-17', sex: 1 });
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
      message: '이름을 입력해주세요.',
    });
    expect(Member.signUp({ email: 'a@b.co', passwordHash: 'h', verified: { phone: '01012345678', name: '김민수', birth: null }, sex: null, consents, now })).toMatchObject({
      code: 'MEMBERSHIP.DETAILS_REQUIRED',
      message: '생년월일을 입력해주세요.',
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

  it('needs the required consents after joining with Naver, and not after signing up', () => {
    const joined = Member.joinWithNaver({ naverId: 'n1', email: 'n@naver.com', name: '박지훈', phone: null, birth: '1988-07-21', sex: null }, now);
    expect(joined.ok && joined.value.needsConsents).toBe(true);
    expect((signUp() as { value: Member }).value.needsConsents).toBe(false);
    const member = (signUp() as { value: Member }).value;
    expect(Member.restore({ ...member.snapshot(), consents: { ...consents, privacyAt: null } }).needsConsents).toBe(true);
  });

  it('gives the consents a Naver member was asked for, refusing without the three required ones', () => {
    const member = (Member.joinWithNaver({ naverId: 'n1', email: 'n@naver.com', name: null, phone: null, birth: null, sex: null }, now) as { value: Member }).value;
    const later = new Date('2026-06-01T00:00:00Z');
    for (const missing of ['age', 'terms', 'privacy'] as const) {
      const refused = member.giveConsents({ age: true, terms: true, privacy: true, marketing: true, news: true, [missing]: false }, later);
      expect(refused).toMatchObject({ ok: false, kind: 'invalid', code: 'MEMBERSHIP.CONSENT_REQUIRED' });
    }
    expect(member.needsConsents).toBe(true);
    expect(member.snapshot().consents).toEqual({ ageAt: null, termsAt: null, privacyAt: null, marketingAt: null, newsAt: null });

    expect(member.giveConsents({ age: true, terms: true, privacy: true, marketing: false, news: true }, later).ok).toBe(true);
    expect(member.needsConsents).toBe(false);
    expect(member.snapshot()).toMatchObject({ updatedAt: later, consents: { ageAt: later, termsAt: later, privacyAt: later, marketingAt: null, newsAt: later } });
  });

  it('keeps the dates of consents already given when they are given again', () => {
    const member = (signUp() as { value: Member }).value;
    const later = new Date('2026-06-01T00:00:00Z');
    expect(member.giveConsents({ age: true, terms: true, privacy: true, marketing: true, news: false }, later).ok).toBe(true);
    expect(member.snapshot().consents).toEqual({ ageAt: now, termsAt: now, privacyAt: now, marketingAt: later, newsAt: null });
  });

  it('links one Naver account only', () => {
    const member = (signUp() as { value: Member }).value;
    expect(member.linkNaver('n1', now).ok).toBe(true);
    expect(member.linkNaver('n1', now).ok).toBe(true);
    expect(member.linkNaver('n2', now)).toMatchObject({ code: 'MEMBERSHIP.NAVER_ALREADY_LINKED' });
  });
});
