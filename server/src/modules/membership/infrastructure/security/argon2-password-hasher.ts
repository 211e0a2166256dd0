import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import type { PasswordHasherPort } from '../../application/ports/password-hasher.port';

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes): above OWASP's minimum. */
@Injectable()
export class Argon2PasswordHasher implements PasswordHasherPort {
  /** Checked against when there is no member, so a wrong e-mail costs the same time as a wrong password. */
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      this.dummy ??= this.hash(randomBytes(16).toString('hex'));
      await argon2.verify(await this.dummy, password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
