import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { MembershipSecretsPort } from '../../application/ports/membership-secrets.port';

// No look-alikes (0/O, 1/l/I) in a password read off a phone screen.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIALS = '!@#$%*';

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)];
}

@Injectable()
export class CryptoMembershipSecrets implements MembershipSecretsPort {
  sessionId(): string {
    return randomUUID();
  }

  /** 12 characters, at least one digit and one special character, so it passes the password rule. */
  temporaryPassword(): string {
    const chars = [pick(DIGITS), pick(SPECIALS)];
    const all = LETTERS + DIGITS + SPECIALS;
    while (chars.length < 12) chars.push(pick(all));
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    return chars.join('');
  }

  urlToken(): string {
    return randomBytes(32).toString('base64url');
  }

  digest(value: string): string {
    return createHash('sha256').update(value).digest('hex');
  }
}
