import { JwtService } from '@nestjs/jwt';
import type { SessionConfig } from '../../../config/session.config';
import { jwtSecretOf, verifyRotatingJwt } from './rotating-jwt';

const CURRENT = 'c'.repeat(32);
const PREVIOUS = 'p'.repeat(32);
const UNKNOWN = 'u'.repeat(32);
const session: SessionConfig = { jwtSecret: CURRENT, jwtSecretPrevious: PREVIOUS, sessionTtlSeconds: 3600 };
// As SessionAuthModule registers it: signs with the current key only.
const jwt = new JwtService({ secret: CURRENT, signOptions: { algorithm: 'HS256' } });
const signedWith = (secret: string) => new JwtService({ secret, signOptions: { algorithm: 'HS256' } }).sign({ sub: '7', jti: 'session-1' });
const options = { algorithms: ['HS256' as const], ignoreExpiration: true };

describe('JWT secret rotation (JWT_SECRET_PREVIOUS verifies, never signs)', () => {
  it('accepts a token signed with the current key', () => {
    expect(verifyRotatingJwt<{ sub: string }>(jwt, session, signedWith(CURRENT), options).sub).toBe('7');
  });

  it('accepts a token signed with the previous key', () => {
    expect(verifyRotatingJwt<{ sub: string }>(jwt, session, signedWith(PREVIOUS), options).sub).toBe('7');
  });

  it('refuses a token signed with an unknown key', () => {
    expect(() => verifyRotatingJwt(jwt, session, signedWith(UNKNOWN), options)).toThrow();
  });

  it('refuses a token signed with the previous key once no previous key is configured', () => {
    expect(() => verifyRotatingJwt(jwt, { ...session, jwtSecretPrevious: null }, signedWith(PREVIOUS), options)).toThrow();
  });

  it('signs new tokens with the current key', () => {
    const token = jwt.sign({ sub: '7' });
    expect(() => new JwtService({ secret: CURRENT }).verify(token)).not.toThrow();
    expect(() => new JwtService({ secret: PREVIOUS }).verify(token)).toThrow();
  });

  it('gives passport-jwt the key a token verifies under (the current one for a stranger\'s token, which then fails)', () => {
    expect(jwtSecretOf(jwt, session, signedWith(PREVIOUS))).toBe(PREVIOUS);
    expect(jwtSecretOf(jwt, session, signedWith(CURRENT))).toBe(CURRENT);
    expect(jwtSecretOf(jwt, session, signedWith(UNKNOWN))).toBe(CURRENT);
    expect(jwtSecretOf(jwt, { ...session, jwtSecretPrevious: null }, signedWith(PREVIOUS))).toBe(CURRENT);
  });
});
