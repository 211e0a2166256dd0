import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { TotpPort } from '../../application/ports/totp.port';
import { RECOVERY_ALPHABET, TWO_FACTOR_ISSUER } from '../../domain/two-factor';

const PERIOD_SECONDS = 30;

/** TotpPort on `otpauth`: SHA-1, 6 digits, 30-second steps, a window of one step either way (clock drift). */
export class OtpauthTotp implements TotpPort {
  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  otpauthUri(secret: string, accountName: string): string {
    return this.totp(secret, accountName).toString();
  }

  matchingStep(secret: string, code: string, now: Date): number | null {
    const timestamp = now.getTime();
    const delta = this.totp(secret).validate({ token: code, timestamp, window: 1 });
    return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
  }

  newRecoveryCodes(count: number): string[] {
    return Array.from({ length: count }, () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''));
  }

  private totp(secret: string, label = 'console'): TOTP {
    return new TOTP({ issuer: TWO_FACTOR_ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
  }
}
