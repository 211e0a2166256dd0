import { Member } from '../../../domain/member';
import { membershipWorld, PASSWORD, registered } from '../../testing/in-memory-membership';
import { WithdrawService } from './withdraw.service';

async function setup() {
  const world = membershipWorld();
  const { member, session } = await registered(world);
  const service = new WithdrawService(world.passwordCheck, world.members, world.sessions, world.verification, world.ordersInProgress, world.clock, world.unitOfWork, world.wishlists);
  return { world, member, session, service };
}

describe('WithdrawService', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { world, member, session, service } = await setup();
    expect(await service.execute({ memberId: member.id, password: 'wrong#pass1', ip: '10.0.0.1' })).toMatchObject({ ok: false, code: 'MEMBERSHIP.PASSWORD_MISMATCH' });
    expect((await world.members.findById(member.id))?.isActive).toBe(true);
    expect(world.sessions.rows.get(session.sessionId)?.revokedAt).toBeNull();
    expect(world.wishlists.forgotten).toEqual([]);
  });

  it('needs the password of a member who has one', async () => {
    const { member, service } = await setup();
    expect(await service.execute({ memberId: member.id, ip: '10.0.0.1' })).toMatchObject({ ok: false, code: 'MEMBERSHIP.WITHDRAWAL_PASSWORD_REQUIRED' });
  });

  it('is blocked by an order under way', async () => {
    const { world, member, service } = await setup();
    world.ordersInProgress.counts.set(member.id, 1);
    expect(await service.execute({ memberId: member.id, password: PASSWORD, ip: '10.0.0.1' })).toMatchObject({
      ok: false,
      kind: 'conflict',
      code: 'MEMBERSHIP.WITHDRAWAL_ORDERS_IN_PROGRESS',
    });
    expect((await world.members.findById(member.id))?.isActive).toBe(true);
  });

  it('withdraws with the right password: every session ends and the login is refused like a wrong password', async () => {
    const { world, member, session, service } = await setup();
    expect((await service.execute({ memberId: member.id, password: PASSWORD, ip: '10.0.0.1' })).ok).toBe(true);
    expect((await world.members.findById(member.id))?.standing).toBe('withdrawn');
    expect(world.sessions.rows.get(session.sessionId)?.revokedAt).not.toBeNull();
    expect(world.wishlists.forgotten).toEqual([[member.id]]);
    expect(await world.passwordCheck.check(member.email, PASSWORD, '10.0.0.2')).toMatchObject({ ok: false, code: 'MEMBERSHIP.LOGIN_FAILED' });
    expect(await service.execute({ memberId: member.id, password: PASSWORD, ip: '10.0.0.1' })).toMatchObject({ ok: false, code: 'MEMBERSHIP.MEMBER_NOT_FOUND' });
  });

  it('a member without a password (Naver) confirms with a code for the phone on record', async () => {
    const { world, service } = await setup();
    const joined = Member.joinWithNaver({ naverId: 'naver-1', email: 'naver@example.com', name: '네이버', phone: '01077778888', birth: '1990-01-01', sex: 1 }, world.clock.now());
    if (!joined.ok) throw new Error(joined.message);
    const saved = await world.members.insert(joined.value);
    if (!saved.ok) throw new Error(saved.message);
    const member = saved.value;
    expect(await service.confirmationFor(member.id)).toEqual({ ok: true, value: 'code' });
    expect(await service.execute({ memberId: member.id, ip: '10.0.0.1' })).toMatchObject({ ok: false, code: 'MEMBERSHIP.WITHDRAWAL_CODE_REQUIRED' });
    world.verification.issue('other-phone', 'withdraw', { phone: '01099998888', name: null, birth: null });
    expect(await service.execute({ memberId: member.id, verificationToken: 'other-phone', ip: '10.0.0.1' })).toMatchObject({ ok: false, code: 'VERIFICATION.TOKEN_INVALID' });
    world.verification.issue('sign-up-token', 'sign-up', { phone: member.phone ?? '', name: null, birth: null });
    expect(await service.execute({ memberId: member.id, verificationToken: 'sign-up-token', ip: '10.0.0.1' })).toMatchObject({ ok: false });
    world.verification.issue('right', 'withdraw', { phone: member.phone ?? '', name: null, birth: null });
    expect((await service.execute({ memberId: member.id, verificationToken: 'right', ip: '10.0.0.1' })).ok).toBe(true);
    expect((await world.members.findById(member.id))?.standing).toBe('withdrawn');
  });
});
