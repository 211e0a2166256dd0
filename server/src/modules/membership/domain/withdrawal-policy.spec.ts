import { Member } from './member';
import { anonymisedIdentity, WITHDRAWAL_POLICY, withdrawnDataCutoff } from './withdrawal-policy';

const now = new Date('2026-05-01T00:00:00Z');
const consents = { ageAt: now, termsAt: now, privacyAt: now, marketingAt: null, newsAt: now };

function member(): Member {
  const joined = Member.signUp({ email: 'minsu@example.com', passwordHash: 'h', verified: { phone: '01012345678', name: '김민수', birth: '1990-05-17' }, sex: 1, consents, now });
  if (!joined.ok) throw new Error(joined.message);
  return joined.value.withId(7);
}

describe('withdrawal policy', () => {
  it('keeps personal data 30 days after the withdrawal, as the privacy policy says', () => {
    expect(WITHDRAWAL_POLICY.personalDataDaysAfterWithdrawal).toBe(30);
    expect(withdrawnDataCutoff(new Date('2026-05-31T00:00:00Z'))).toEqual(new Date('2026-05-01T00:00:00Z'));
  });

  it('anonymises to an unroutable, unique e-mail and no name', () => {
    expect(anonymisedIdentity(7)).toEqual({ email: 'withdrawn-7@withdrawn.invalid', name: '탈퇴회원' });
    expect(anonymisedIdentity(8).email).not.toBe(anonymisedIdentity(7).email);
  });

  it('an active member withdraws once; the second time is refused and changes nothing', () => {
    const leaving = member();
    expect(leaving.isActive).toBe(true);
    expect(leaving.withdraw(now).ok).toBe(true);
    expect(leaving.isActive).toBe(false);
    expect(leaving.snapshot()).toMatchObject({ standing: 'withdrawn', withdrawnAt: now });
    const later = new Date(now.getTime() + 1000);
    expect(leaving.withdraw(later)).toMatchObject({ ok: false, code: 'MEMBERSHIP.ALREADY_WITHDRAWN' });
    expect(leaving.withdrawnAt).toEqual(now);
  });

  it('a dormant member cannot withdraw before being restored', () => {
    const dormant = Member.restore({ ...member().snapshot(), standing: 'dormant' });
    expect(dormant.withdraw(now)).toMatchObject({ ok: false, code: 'MEMBERSHIP.MEMBER_NOT_FOUND' });
  });
});
