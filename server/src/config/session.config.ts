import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { integer, invalid } from './env-fields';

/** Member sessions: the key of their JWTs (also the root of the verification secrets' HMAC key) and how long they last. */
export interface SessionConfig {
  /** Random per start outside production. */
  jwtSecret: string;
  /** JWT_SECRET_PREVIOUS: the key being rotated out, accepted when verifying only (null when unset). */
  jwtSecretPrevious: string | null;
  /** How long a login lasts. */
  sessionTtlSeconds: number;
}

export const SESSION_CONFIG = Symbol('SESSION_CONFIG');

export const sessionEnv = z.object({
  JWT_SECRET: z
    .string()
    .optional()
    .transform((value = '', ctx) => (value && value.length < 32 ? invalid(ctx, 'JWT_SECRET must be at least 32 characters') : value)),
  JWT_SECRET_PREVIOUS: z
    .string()
    .optional()
    .transform((value = '', ctx) => (value && value.length < 32 ? invalid(ctx, 'JWT_SECRET_PREVIOUS must be at least 32 characters') : value)),
  SESSION_TTL_HOURS: integer('SESSION_TTL_HOURS', 168, 1, 24 * 90),
});

type SessionEnv = z.output<typeof sessionEnv>;

/** Production needs a configured key: a random one would log everyone out on every start. */
export function checkSession(env: SessionEnv, nodeEnv: string, ctx: z.RefinementCtx): void {
  if (nodeEnv === 'production' && env.JWT_SECRET.length < 32) invalid(ctx, 'JWT_SECRET must be set to at least 32 characters in production');
}

export function sessionConfig(env: SessionEnv): SessionConfig {
  return {
    jwtSecret: env.JWT_SECRET || randomBytes(32).toString('hex'),
    jwtSecretPrevious: env.JWT_SECRET_PREVIOUS || null,
    sessionTtlSeconds: env.SESSION_TTL_HOURS * 3600,
  };
}

export const sessionSlice = ({ jwtSecret, jwtSecretPrevious, sessionTtlSeconds }: SessionConfig): SessionConfig => ({ jwtSecret, jwtSecretPrevious, sessionTtlSeconds });

