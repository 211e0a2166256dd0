import { membershipWorld, PASSWORD, registered } from '../../testing/in-memory-membership';
import { RestoreDormantMemberService } from './restore-dormant-member.service';

async function setup() {
  const world = membershipWorld();
  const { member } = await registered(world, { phone: '01055556666' });
  world.members.moveToDormant(member.id, world.dormantMembers);
  const service = new RestoreDormantMemberService(world.verification, world.dormantMembers, world.clock, world.unitOfWork);
  return { world, member, service };
}

describe('dormant members', () => {
  it('a dormant member\'s right password answers MEMBERSHIP.DORMANT, a wrong one the usual failure', async () => {
    const { world, member } = await setup();
    expect(await world.passwordCheck.check(member.email, PASSWORD, '10.0.0.3')).toMatchObject({ ok: false, kind: 'forbidden', code: 'MEMBERSHIP.DORMANT' });
    expect(await world.passwordCheck.check(member.email, 'wrong#pass1', '10.0.0.3')).toMatchObject({ ok: false, code: 'MEMBERSHIP.LOGIN_FAILED' });
  });

  it('comes back with a code for the phone on record, and can then log in', async () => {
    const { world, member, service } = await setup();
    world.verification.issue('t1', 'restore-dormant', { phone: '01055556666', name: null, birth: null });
    expect((await service.execute({ email: member.email.toUpperCase(), verificationToken: 't1' })).ok).toBe(true);
    expect((await world.members.findById(member.id))?.snapshot()).toMatchObject({ standing: 'active', email: member.email, phone: '01055556666' });
    expect((await world.passwordCheck.check(member.email, PASSWORD, '10.0.0.3')).ok).toBe(true);
  });

  it('refuses another phone, or a token of another purpose, and stays dormant', async () => {
    const { world, member, service } = await setup();
    world.verification.issue('t2', 'restore-dormant', { phone: '01011112222', name: null, birth: null });
    expect(await service.execute({ email: member.email, verificationToken: 't2' })).toMatchObject({ ok: false, code: 'MEMBERSHIP.DORMANT_RESTORE_FAILED' });
    world.verification.issue('t3', 'find-password', { phone: '01055556666', name: null, birth: null });
    expect(await service.execute({ email: member.email, verificationToken: 't3' })).toMatchObject({ ok: false, code: 'VERIFICATION.TOKEN_INVALID' });
    expect((await world.members.findById(member.id))?.standing).toBe('dormant');
  });
});
