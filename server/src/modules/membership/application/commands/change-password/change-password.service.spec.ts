import { membershipWorld, PASSWORD, registered, SETTINGS } from '../../testing/in-memory-membership';
import { ChangePasswordService } from './change-password.service';

async function setup() {
  const world = membershipWorld();
  const { member, session } = await registered(world);
  const other = await world.sessionService.open(member.id, world.client);
  const service = new ChangePasswordService(world.members, world.sessions, world.hasher, SETTINGS, world.clock, world.unitOfWork);
  const change = (password: string) => service.execute({ memberId: member.id, sessionId: session.sessionId, password });
  return { world, member, session, other, change };
}

describe('ChangePasswordService', () => {
  it('needs a recent password check in this session', async () => {
    const { world, session, change } = await setup();
    expect(await change('new-black#77')).toMatchObject({ ok: false, kind: 'forbidden', code: 'MEMBERSHIP.PASSWORD_CHECK_REQUIRED' });
    await world.sessions.setPasswordVerifiedAt(session.sessionId, world.clock.now());
    world.clock.advance(601_000);
    expect(await change('new-black#77')).toMatchObject({ code: 'MEMBERSHIP.PASSWORD_CHECK_REQUIRED' });
  });

  it('sets the new password, uses up the check and logs out the other sessions', async () => {
    const { world, member, session, other, change } = await setup();
    await world.sessions.setPasswordVerifiedAt(session.sessionId, world.clock.now());
    expect((await change('new-black#77')).ok).toBe(true);
    expect((await world.members.findById(member.id))?.passwordHash).toBe('hashed:new-black#77');
    expect(world.sessions.rows.get(other.sessionId)?.revokedAt).not.toBeNull();
    expect(world.sessions.rows.get(session.sessionId)).toMatchObject({ revokedAt: null, passwordVerifiedAt: null });
    expect(await change('newer-black#88')).toMatchObject({ code: 'MEMBERSHIP.PASSWORD_CHECK_REQUIRED' });
  });

  it('applies the sign-up rules and refuses the same password', async () => {
    const { world, session, change } = await setup();
    await world.sessions.setPasswordVerifiedAt(session.sessionId, world.clock.now());
    expect(await change('1q2w3e4r!')).toMatchObject({ code: 'MEMBERSHIP.PASSWORD_COMMON' });
    expect(await change('weak')).toMatchObject({ code: 'MEMBERSHIP.PASSWORD_WEAK' });
    expect(await change(PASSWORD)).toMatchObject({ code: 'MEMBERSHIP.PASSWORD_UNCHANGED' });
  });

  it('is open without a check after a login with a temporary password', async () => {
    const { world, member, change } = await setup();
    const stored = await world.members.findById(member.id);
    stored?.resetToTemporaryPassword('hashed:Tmp#2kq9Zx4w', world.clock.now());
    if (stored) await world.members.update(stored);
    expect((await change('new-black#77')).ok).toBe(true);
    expect((await world.members.findById(member.id))?.mustChangePassword).toBe(false);
  });
});
