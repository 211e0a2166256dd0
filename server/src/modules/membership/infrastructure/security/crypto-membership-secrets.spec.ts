import { checkPasswordPolicy } from '../../domain/password-policy';
import { CryptoMembershipSecrets } from './crypto-membership-secrets';

describe('CryptoMembershipSecrets', () => {
  const secrets = new CryptoMembershipSecrets();

  it('makes temporary passwords that pass the password rule and differ every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100; i += 1) {
      const password = secrets.temporaryPassword();
      expect(password).toHaveLength(12);
      expect(checkPasswordPolicy(password)).toEqual({ ok: true, value: undefined });
      seen.add(password);
    }
    expect(seen.size).toBe(100);
  });

  it('digests with SHA-256 and draws uuids and url-safe tokens', () => {
    expect(secrets.digest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(secrets.sessionId()).toMatch(/^[0-9a-f-]{36}$/);
    expect(secrets.urlToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
