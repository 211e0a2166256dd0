import { membershipWorld, PASSWORD, registered } from '../../testing/in-memory-membership';
import { SendPasswordService } from './send-password.service';

async function setup() {
  const world = membershipWorld();
  const { member, session } = await registered(world);
  world.verification.issue('t', 'find-password', { phone: '01012345678', name: null, birth: null });
  const service = new SendPasswordService(world.verification, world.members, world.sessions, world.hasher, world.secrets, world.notifier, world.clock, world.unitOfWork);
  return { world, member, session, service };
}

describe('SendPasswordService', () => {
  it('replaces the password with a temporary one, texts it, ends every session and asks for a new one at next login', async () => {
    const { world, member, session, service } = await setup();
    expect((await service.execute({ verificationToken: 't', email: 'MINSU@example.com', to: '01012345678' })).ok).toBe(true);
    const stored = await world.members.findById(member.id);
    expect(stored?.passwordHash).toBe('hashed:Tmp#2kq9Zx4w');
    expect(stored?.mustChangePassword).toBe(true);
    expect(world.sessions.rows.get(session.sessionId)?.revokedAt).not.toBeNull();
    expect(world.notifier.texts).toEqual([{ phone: '01012345678', message: expect.stringContaining('Tmp#2kq9Zx4w') }]);
    expect(world.notifier.texts[0].message).not.toContain(PASSWORD);
  });

  it('succeeds alike and changes nothing when the e-mail is not the phone\'s member', async () => {
    const { world, member, service } = await setup();
    expect((await service.execute({ verificationToken: 't', email: 'someone@example.com' })).ok).toBe(true);
    expect((await world.members.findById(member.id))?.passwordHash).toBe(`hashed:${PASSWORD}`);
    expect(world.notifier.texts).toHaveLength(0);
  });

  it('refuses without a find-password token', async () => {
    const { world, service } = await setup();
    world.verification.issue('id', 'find-id', { phone: '01012345678', name: null, birth: null });
    expect(await service.execute({ verificationToken: 'id', email: 'minsu@example.com' })).toMatchObject({ ok: false, code: 'VERIFICATION.TOKEN_INVALID' });
  });
});
