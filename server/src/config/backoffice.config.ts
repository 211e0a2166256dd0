import { z } from 'zod';
import { integer, invalid, text } from './env-fields';

/**
 * The back office: how long a staff login lasts, and the first owner. The owner comes from ADMIN_OWNER_EMAIL and
 * ADMIN_OWNER_PASSWORD at a start that finds no owner (or from `npm run admin:create`); there is never a default
 * password. The password is read once and never logged.
 */
export interface BackofficeConfig {
  adminSessionTtlSeconds: number;
  firstOwner: { email: string; password: string; name: string } | null;
  /**
   * The key the staff's two-factor (TOTP) secrets are encrypted with at rest (TWO_FACTOR_KEY, 32+ characters; required
   * in production). Outside production, unset, a fixed development key: the secrets of a development database protect
   * nothing real. Its own key, not JWT_SECRET: rotating the session key must not break every enrolled authenticator.
   */
  twoFactorKey: string;
}

/** Outside production only: TOTP secrets of a development database, encrypted with a key everyone can read. */
export const DEVELOPMENT_TWO_FACTOR_KEY = 'development-only two-factor key: not a secret';

export const BACKOFFICE_CONFIG = Symbol('BACKOFFICE_CONFIG');

export const backofficeEnv = z.object({
  ADMIN_SESSION_TTL_HOURS: integer('ADMIN_SESSION_TTL_HOURS', 8, 1, 72),
  ADMIN_OWNER_EMAIL: text(),
  ADMIN_OWNER_PASSWORD: text(),
  ADMIN_OWNER_NAME: text('최고 관리자'),
  TWO_FACTOR_KEY: text(),
});

type BackofficeEnv = z.output<typeof backofficeEnv>;

export function checkBackoffice(env: BackofficeEnv, nodeEnv: string, ctx: z.RefinementCtx): void {
  if (Boolean(env.ADMIN_OWNER_EMAIL) !== Boolean(env.ADMIN_OWNER_PASSWORD)) invalid(ctx, 'ADMIN_OWNER_EMAIL and ADMIN_OWNER_PASSWORD are set together or not at all');
  if (env.TWO_FACTOR_KEY && env.TWO_FACTOR_KEY.length < 32) invalid(ctx, 'TWO_FACTOR_KEY must be at least 32 characters');
  else if (nodeEnv === 'production' && !env.TWO_FACTOR_KEY) invalid(ctx, 'TWO_FACTOR_KEY must be set to at least 32 characters in production (it encrypts the staff\'s two-factor secrets)');
}

export function backofficeConfig(env: BackofficeEnv): BackofficeConfig {
  return {
    adminSessionTtlSeconds: env.ADMIN_SESSION_TTL_HOURS * 3600,
    firstOwner: env.ADMIN_OWNER_EMAIL ? { email: env.ADMIN_OWNER_EMAIL, password: env.ADMIN_OWNER_PASSWORD, name: env.ADMIN_OWNER_NAME || '최고 관리자' } : null,
    twoFactorKey: env.TWO_FACTOR_KEY || DEVELOPMENT_TWO_FACTOR_KEY,
  };
}

export const backofficeSlice = ({ adminSessionTtlSeconds, firstOwner, twoFactorKey }: BackofficeConfig): BackofficeConfig => ({ adminSessionTtlSeconds, firstOwner, twoFactorKey });
