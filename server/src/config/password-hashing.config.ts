import { z } from 'zod';
import { oneOf } from './env-fields';

export interface PasswordHashingConfig {
  /**
   * PASSWORD_HASH_COST: `standard` (argon2id at OWASP's minimum, always outside tests) or `test`, a cost about twenty
   * times lower that the test suites use (they sign up and log in thousands of times); refused unless NODE_ENV=test.
   */
  cost: 'standard' | 'test';
}

export const PASSWORD_HASHING_CONFIG = Symbol('PASSWORD_HASHING_CONFIG');

export const passwordHashingEnv = z.object({ PASSWORD_HASH_COST: oneOf('PASSWORD_HASH_COST', ['standard', 'test'] as const, 'standard') });

export function checkPasswordHashing(env: z.output<typeof passwordHashingEnv> & { NODE_ENV: string }, ctx: z.RefinementCtx): void {
  if (env.PASSWORD_HASH_COST === 'test' && env.NODE_ENV !== 'test') {
    ctx.addIssue({ code: 'custom', message: `PASSWORD_HASH_COST=test: a test-suite setting, refused with NODE_ENV=${env.NODE_ENV}; unset it (standard)` });
  }
}

export function passwordHashingConfig(env: z.output<typeof passwordHashingEnv>): PasswordHashingConfig {
  return { cost: env.PASSWORD_HASH_COST };
}
