import type { JwtService, JwtVerifyOptions } from '@nestjs/jwt';
import type { SessionConfig } from '../../../config/session.config';

/**
 * Verifies a session JWT under the current key (JWT_SECRET), then under the key being rotated out
 * (JWT_SECRET_PREVIOUS) when one is set, so a rotation logs nobody out. Tokens are only ever SIGNED with the
 * current key (JwtModule's secret). Throws as JwtService.verify does when neither key verifies it.
 */
export function verifyRotatingJwt<T extends object>(jwt: JwtService, session: SessionConfig, token: string, options: JwtVerifyOptions): T {
  try {
    return jwt.verify<T>(token, options);
  } catch (error) {
    if (!session.jwtSecretPrevious) throw error;
    return jwt.verify<T>(token, { ...options, secret: session.jwtSecretPrevious });
  }
}

/** The key a token's signature verifies under (current first, then previous): for passport-jwt's key provider. */
export function jwtSecretOf(jwt: JwtService, session: SessionConfig, token: string): string {
  if (!session.jwtSecretPrevious) return session.jwtSecret;
  try {
    jwt.verify(token, { secret: session.jwtSecretPrevious, algorithms: ['HS256'], ignoreExpiration: true });
    return session.jwtSecretPrevious;
  } catch {
    return session.jwtSecret;
  }
}
