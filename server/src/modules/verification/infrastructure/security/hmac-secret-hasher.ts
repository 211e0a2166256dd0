import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_CONFIG, type SessionConfig } from '../../../../config/session.config';
import type { SecretHasherPort } from '../../application/ports/secret-hasher.port';

/**
 * HMAC-SHA256 under a key derived from JWT_SECRET: a 6-digit code has only a million
 * values, so a plain hash in a leaked table would give it away; a keyed one does not.
 */
@Injectable()
export class HmacSecretHasher implements SecretHasherPort {
  private readonly key: Buffer;

  constructor(@Inject(SESSION_CONFIG) session: SessionConfig) {
    this.key = createHmac('sha256', session.jwtSecret).update('shop:verification-secrets').digest();
  }

  digest(secret: string): string {
    return createHmac('sha256', this.key).update(secret).digest('hex');
  }

  matches(secret: string, digest: string): boolean {
    const expected = Buffer.from(this.digest(secret), 'hex');
    const given = Buffer.from(digest, 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
