import { loadAppConfig } from '../../../../config/app-config';
import { HmacSecretHasher } from './hmac-secret-hasher';
import { CryptoRandomSource } from './crypto-random-source';

describe('HmacSecretHasher', () => {
  const config = loadAppConfig({ JWT_SECRET: 'k'.repeat(32) });

  it('matches the same secret and nothing else', () => {
    const hasher = new HmacSecretHasher(config);
    const digest = hasher.digest('01012345678:123456');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain('123456');
    expect(hasher.matches('01012345678:123456', digest)).toBe(true);
    expect(hasher.matches('01012345678:123457', digest)).toBe(false);
    expect(hasher.matches('01012345678:123456', 'abc')).toBe(false);
  });

  it('depends on the key', () => {
    const other = new HmacSecretHasher(loadAppConfig({ JWT_SECRET: 'z'.repeat(32) }));
    expect(other.digest('x')).not.toBe(new HmacSecretHasher(config).digest('x'));
  });
});

describe('CryptoRandomSource', () => {
  it('draws six digits, every digit in use', () => {
    const random = new CryptoRandomSource();
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const code = random.digits(6);
      expect(code).toMatch(/^\d{6}$/);
      for (const digit of code) seen.add(digit);
    }
    expect(seen.size).toBe(10);
    expect(random.token()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(random.token()).not.toBe(random.token());
  });
});
