import { membershipWorld, PASSWORD, registered } from '../testing/in-memory-membership';

async function setup() {
  const world = membershipWorld();
  const { member } = await registered(world);
  const check = (password: string, ip = '10.0.0.1', email = member.email) => world.passwordCheck.check(email, password, ip);
  return { world, member, check };
}

const THROTTLED = { ok: false, kind: 'too-many', code: 'MEMBERSHIP.LOGIN_THROTTLED' };

describe('PasswordCheckService limits', () => {
  it('takes the slot before the password work: 30 parallel wrong tries from one address check 10 passwords', async () => {
    const { world, check } = await setup();
    const before = world.hasher.verifications;
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => check(`wrong#${i}pass`)));
    expect(world.hasher.verifications - before).toBe(10);
    expect(results.filter((result) => !result.ok && result.code === 'MEMBERSHIP.LOGIN_FAILED')).toHaveLength(10);
    expect(results.filter((result) => !result.ok && result.code === 'MEMBERSHIP.LOGIN_THROTTLED')).toHaveLength(20);
  });

  it('refuses the 11th try of one e-mail from one address without checking it', async () => {
    const { world, check } = await setup();
    for (let i = 0; i < 10; i += 1) await check(`wrong#${i}pass`, '10.9.9.9');
    const before = world.hasher.verifications;
    expect(await check(PASSWORD, '10.9.9.9')).toMatchObject(THROTTLED);
    expect(world.hasher.verifications).toBe(before);
  });

  it('lets the owner in from another address after 10 failures elsewhere, slowed down, not refused', async () => {
    const { world, check } = await setup();
    for (let i = 0; i < 10; i += 1) await check(`wrong#${i}pass`, '10.9.9.9');
    expect(world.pause.waits.every((ms) => ms === 0)).toBe(true);
    expect((await check(PASSWORD, '10.0.0.1')).ok).toBe(true);
    expect(world.pause.waits.at(-1)).toBe(250);
  });

  it('slows every further try on a much-attacked e-mail by more, up to 5 seconds', async () => {
    const { world, check } = await setup();
    for (let address = 0; address < 5; address += 1) {
      for (let i = 0; i < 10; i += 1) await check(`wrong#${i}pass`, `10.8.${address}.1`);
    }
    expect(world.pause.waits.slice(10, 14)).toEqual([250, 500, 750, 1_000]);
    expect(world.pause.waits.at(-1)).toBe(5_000);
  });

  it('refuses an e-mail from everywhere once 100 failures came in 15 minutes (10 addresses full)', async () => {
    const { check } = await setup();
    for (let address = 0; address < 10; address += 1) {
      for (let i = 0; i < 10; i += 1) await check(`wrong#${i}pass`, `10.7.${address}.1`);
    }
    expect(await check(PASSWORD, '10.0.0.1')).toMatchObject(THROTTLED);
  });

  it('refuses an address that failed 50 times across e-mails, and only that address', async () => {
    const { check } = await setup();
    for (let i = 0; i < 50; i += 1) await check('x#1abcdef', '10.6.6.6', `someone${i}@example.com`);
    expect(await check(PASSWORD, '10.6.6.6')).toMatchObject(THROTTLED);
    expect((await check(PASSWORD, '10.7.7.7')).ok).toBe(true);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const { check } = await setup();
    for (let i = 0; i < 10; i += 1) await check(`wrong#${i}pass`, `2001:db8:0:1::${i + 1}`);
    expect(await check(PASSWORD, '2001:db8:0:1:ffff::1')).toMatchObject(THROTTLED);
    expect((await check(PASSWORD, '2001:db8:0:2::1')).ok).toBe(true);
  });

  it('gives the slots back on success: the owner\'s typos do not add up across logins', async () => {
    const { world, check } = await setup();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 9; i += 1) await check(`wrong#${i}pass`);
      expect((await check(PASSWORD)).ok).toBe(true);
    }
    expect(world.attempts.counters.used('login-address', '10.0.0.1')).toBe(27);
  });

  it('ends the counts of an e-mail when its password is reset', async () => {
    const { world, member, check } = await setup();
    for (let i = 0; i < 10; i += 1) await check(`wrong#${i}pass`);
    const stored = await world.members.findById(member.id);
    if (!stored) throw new Error('no member');
    world.clock.advance(1_000);
    stored.resetToTemporaryPassword('hashed:Tmp#2kq9Zx4w', world.clock.now());
    await world.members.update(stored);
    world.clock.advance(1_000);
    expect((await check('Tmp#2kq9Zx4w')).ok).toBe(true);
  });

  it('starts the counts again once 15 minutes have passed', async () => {
    const { world, check } = await setup();
    for (let i = 0; i < 10; i += 1) await check(`wrong#${i}pass`);
    world.clock.advance(15 * 60_000);
    expect((await check(PASSWORD)).ok).toBe(true);
  });
});
