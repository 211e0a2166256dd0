import { membershipWorld, PASSWORD, registered } from '../../testing/in-memory-membership';
import { LoginService } from './login.service';

async function setup() {
  const world = membershipWorld();
  const member = await registered(world);
  const service = new LoginService(world.passwordCheck, world.sessionService, world.unitOfWork);
  const login = (password: string, overrides: Partial<typeof world.client> & { email?: string } = {}) =>
    service.execute({ email: 'minsu@example.com', password, ...world.client, ...overrides });
  return { world, member, login };
}

describe('LoginService', () => {
  it('opens a new session and revokes the one the browser held (rotation)', async () => {
    const { world, member, login } = await setup();
    const result = await login(PASSWORD, { email: ' MinSu@Example.com', previousSessionId: member.session.sessionId });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.session.sessionId).not.toBe(member.session.sessionId);
    expect(world.sessions.rows.get(member.session.sessionId)?.revokedAt).not.toBeNull();
    expect(result.value.session.expiresAt).toEqual(new Date(world.clock.now().getTime() + 7 * 24 * 3600_000));
  });

  it('fails a wrong password and an unknown e-mail alike, after the same hashing work', async () => {
    const { world, login } = await setup();
    const before = world.hasher.verifications;
    expect(await login('wrong#pass1')).toMatchObject({ ok: false, kind: 'unauthenticated', message: '아이디 또는 비밀번호가 일치하지 않습니다.' });
    expect(await login(PASSWORD, { email: 'nobody@example.com' })).toMatchObject({ ok: false, kind: 'unauthenticated', message: '아이디 또는 비밀번호가 일치하지 않습니다.' });
    expect(world.hasher.verifications - before).toBe(2);
  });

  it('answers 429 after 10 failures from one address in 15 minutes, even to the right password, then lets it through', async () => {
    const { world, login } = await setup();
    for (let i = 0; i < 10; i += 1) await login(`wrong#${i}pass`);
    expect(await login(PASSWORD)).toMatchObject({ ok: false, kind: 'too-many', code: 'MEMBERSHIP.LOGIN_THROTTLED' });
    world.clock.advance(15 * 60_000);
    expect((await login(PASSWORD)).ok).toBe(true);
  });

  it('counts only the failures since the last success', async () => {
    const { login } = await setup();
    for (let i = 0; i < 9; i += 1) await login(`wrong#${i}pass`);
    expect((await login(PASSWORD)).ok).toBe(true);
    for (let i = 0; i < 9; i += 1) await login(`wrong#${i}pass`);
    expect((await login(PASSWORD)).ok).toBe(true);
  });

  it('slows an address failing across accounts', async () => {
    const { login } = await setup();
    for (let i = 0; i < 50; i += 1) await login('x#1abcdef', { email: `someone${i}@example.com`, ip: '10.6.6.6' });
    expect(await login(PASSWORD, { ip: '10.6.6.6' })).toMatchObject({ code: 'MEMBERSHIP.LOGIN_THROTTLED' });
    expect((await login(PASSWORD, { ip: '10.7.7.7' })).ok).toBe(true);
  });

  it('hashes the password again with today\'s settings at a good login, and only then', async () => {
    const { world, member, login } = await setup();
    const stored = await world.members.findById(member.member.id);
    if (!stored) throw new Error('no member');
    stored.upgradePasswordHash(`old-settings:${PASSWORD}`, world.clock.now());
    await world.members.update(stored);

    expect((await login('wrong#pass1')).ok).toBe(false);
    expect((await world.members.findById(member.member.id))?.passwordHash).toBe(`old-settings:${PASSWORD}`);
    expect((await login(PASSWORD)).ok).toBe(true);
    const upgraded = await world.members.findById(member.member.id);
    expect(upgraded?.passwordHash).toBe(`hashed:${PASSWORD}`);
    expect(upgraded?.passwordChangedAt).toEqual(stored.passwordChangedAt);
  });
});
