import { Inject, Injectable, Optional } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { PASSWORD_HASHING_CONFIG, type PasswordHashingConfig } from '../../../config/password-hashing.config';
import type { PasswordHasherPort } from '../../application/password-hasher.port';

/**
 * argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). The library's defaults (64 MiB, 3 passes,
 * 4 lanes) cost about 8 times as much CPU a check, which on a small server caps logins at a handful a second and
 * hands a login spray a cheap way to starve it (measured in docs/benchmarks.md; docs/decisions.md, "Passwords").
 */
export const ARGON2_SETTINGS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** PASSWORD_HASH_COST=test, which the configuration refuses outside NODE_ENV=test: 1 MiB, 1 pass (about 3 ms a hash instead of 60). */
export const ARGON2_TEST_SETTINGS = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

@Injectable()
export class Argon2PasswordHasher implements PasswordHasherPort {
  /** Checked against when there is no member, so a wrong e-mail costs the same time as a wrong password. */
  private dummy: Promise<string> | undefined;
  private readonly settings: typeof ARGON2_SETTINGS | typeof ARGON2_TEST_SETTINGS;

  constructor(@Optional() @Inject(PASSWORD_HASHING_CONFIG) config: PasswordHashingConfig = { cost: 'standard' }) {
    this.settings = config.cost === 'test' ? ARGON2_TEST_SETTINGS : ARGON2_SETTINGS;
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.settings });
  }

  needsRehash(hash: string): boolean {
    try {
      return !hash.startsWith('$argon2id$') || argon2.needsRehash(hash, this.settings);
    } catch {
      return true;
    }
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
