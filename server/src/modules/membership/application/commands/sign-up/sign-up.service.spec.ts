import { CONSENTS, membershipWorld, PASSWORD } from '../../testing/in-memory-membership';
import { SignUpService } from './sign-up.service';

function setup() {
  const world = membershipWorld();
  const service = new SignUpService(world.members, world.hasher, world.verification, world.sessionService, world.clock, world.unitOfWork, world.welcomeGift, world.guestOrders);
  world.verification.issue('good', 'sign-up', { phone: '01012345678', name: '김민수', birth: '1990-05-17' });
  const signUp = (overrides: Record<string, unknown> = {}) =>
    service.execute({ email: 'minsu@example.com', password: PASSWORD, passwordConfirm: PASSWORD, verificationToken: 'good', sex: null, consents: CONSENTS, ...world.client, ...overrides });
  return { world, signUp };
}

describe('SignUpService', () => {
  it('creates the member from the token\'s phone, name and birth date, hashes the password and opens a session', async () => {
    const { world, signUp } = setup();
    const result = await signUp();
    if (!result.ok) throw new Error(result.message);
    expect(result.value.member.snapshot()).toMatchObject({ id: 1, name: '김민수', phone: '01012345678', birth: '1990-05-17', passwordHash: `hashed:${PASSWORD}` });
    expect(world.sessions.rows.get(result.value.session.sessionId)).toMatchObject({ memberId: 1, revokedAt: null });
  });

  it('gives the new member their welcome gift inside the sign-up\'s unit of work, and nothing when the sign-up fails', async () => {
    const { world, signUp } = setup();
    const result = await signUp();
    if (!result.ok) throw new Error(result.message);
    expect(world.welcomeGift.given).toEqual([{ memberId: result.value.member.id, at: world.clock.now() }]);
    expect(world.unitOfWork.units).toBe(1);
    expect((await signUp({ email: 'MINSU@example.com' })).ok).toBe(false);
    expect(world.welcomeGift.given).toHaveLength(1);
  });

  it('takes over the guest orders placed with the same verified phone, and none of another phone', async () => {
    const { world, signUp } = setup();
    world.guestOrders.orders.push({ id: 11, phone: '01012345678', memberId: null }, { id: 12, phone: '01099998888', memberId: null });
    const result = await signUp();
    if (!result.ok) throw new Error(result.message);
    expect(result.value.attachedGuestOrders).toBe(1);
    expect(world.guestOrders.orders).toEqual([
      { id: 11, phone: '01012345678', memberId: result.value.member.id },
      { id: 12, phone: '01099998888', memberId: null },
    ]);
  });

  it('refuses without a valid token, and a token of another purpose', async () => {
    const { world, signUp } = setup();
    expect(await signUp({ verificationToken: 'nope' })).toMatchObject({ ok: false, code: 'VERIFICATION.TOKEN_INVALID' });
    world.verification.issue('recovery', 'find-id', { phone: '01012345678', name: null, birth: null });
    expect(await signUp({ verificationToken: 'recovery' })).toMatchObject({ ok: false, code: 'VERIFICATION.TOKEN_INVALID' });
  });

  it.each([
    [{ email: 'nope' }, 'MEMBERSHIP.EMAIL_INVALID'],
    [{ password: 'short#1', passwordConfirm: 'short#1' }, 'MEMBERSHIP.PASSWORD_WEAK'],
    [{ password: 'Qwerty123!', passwordConfirm: 'Qwerty123!' }, 'MEMBERSHIP.PASSWORD_COMMON'],
    [{ passwordConfirm: 'other#pass9' }, 'MEMBERSHIP.PASSWORD_CONFIRM_MISMATCH'],
    [{ consents: { ...CONSENTS, terms: false } }, 'MEMBERSHIP.CONSENT_REQUIRED'],
  ])('refuses %p before spending the token', async (overrides, code) => {
    const { signUp } = setup();
    expect(await signUp(overrides)).toMatchObject({ ok: false, kind: 'invalid', code });
    expect((await signUp()).ok).toBe(true);
  });

  it('refuses a taken e-mail with a conflict, found inside one unit of work (whose rollback gives the token back)', async () => {
    const { world, signUp } = setup();
    await signUp();
    world.verification.issue('second', 'sign-up', { phone: '01099998888', name: '이서연', birth: '1992-01-01' });
    const unitsBefore = world.unitOfWork.units;
    expect(await signUp({ email: 'MINSU@example.com', verificationToken: 'second' })).toMatchObject({ ok: false, kind: 'conflict', code: 'MEMBERSHIP.EMAIL_TAKEN' });
    expect(world.unitOfWork.units).toBe(unitsBefore + 1);
  });

  it('checks the token before the e-mail: a bogus token with a taken e-mail answers the token\'s error', async () => {
    const { signUp } = setup();
    await signUp();
    expect(await signUp({ email: 'MINSU@example.com', verificationToken: 'bogus' })).toMatchObject({ ok: false, code: 'VERIFICATION.TOKEN_INVALID' });
  });

  it('refuses anyone under 14 by the verified birth date', async () => {
    const { world, signUp } = setup();
    world.verification.issue('child', 'sign-up', { phone: '01011112222', name: '어린이', birth: '2015-01-01' });
    expect(await signUp({ verificationToken: 'child' })).toMatchObject({ ok: false, code: 'MEMBERSHIP.UNDER_AGE' });
  });
});
