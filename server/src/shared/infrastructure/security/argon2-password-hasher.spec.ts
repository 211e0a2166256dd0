import * as argon2 from 'argon2';
import { Argon2PasswordHasher, ARGON2_SETTINGS, ARGON2_TEST_SETTINGS } from './argon2-password-hasher';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('stores argon2id with the shop\'s settings and checks the password against it', async () => {
    const hash = await hasher.hash('black-hide#2026');
    expect(hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${ARGON2_SETTINGS.memoryCost},t=${ARGON2_SETTINGS.timeCost},p=${ARGON2_SETTINGS.parallelism}\\$`));
    expect(await hasher.verify(hash, 'black-hide#2026')).toBe(true);
    expect(await hasher.verify(hash, 'black-hide#2027')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('asks for a new hash when one was made with other settings, still accepting its password until then', async () => {
    const older = await argon2.hash('black-hide#2026', { type: argon2.argon2id, memoryCost: 64 * 1024, timeCost: 3, parallelism: 4 });
    expect(await hasher.verify(older, 'black-hide#2026')).toBe(true);
    expect(hasher.needsRehash(older)).toBe(true);
    expect(hasher.needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo')).toBe(true);
  });

  it('fails a missing hash after the same work, and a malformed one without throwing', async () => {
    expect(await hasher.verify(null, 'black-hide#2026')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'black-hide#2026')).toBe(false);
  });

  it("hashes at the test suites' cost when configured so, and rehashes a standard hash down to it", async () => {
    const cheap = new Argon2PasswordHasher({ cost: 'test' });
    const hash = await cheap.hash('black-hide#2026');
    expect(hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${ARGON2_TEST_SETTINGS.memoryCost},t=${ARGON2_TEST_SETTINGS.timeCost},p=1\\$`));
    expect(await cheap.verify(hash, 'black-hide#2026')).toBe(true);
    expect(cheap.needsRehash(hash)).toBe(false);
    expect(cheap.needsRehash(await hasher.hash('black-hide#2026'))).toBe(true);
    expect(hasher.needsRehash(hash)).toBe(true);
  });
});
