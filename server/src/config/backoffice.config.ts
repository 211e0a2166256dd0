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
}

export const BACKOFFICE_CONFIG = Symbol('BACKOFFICE_CONFIG');

export const backofficeEnv = z.object({
  ADMIN_SESSION_TTL_HOURS: integer('ADMIN_SESSION_TTL_HOURS', 8, 1, 72),
  ADMIN_OWNER_EMAIL: text(),
  ADMIN_OWNER_PASSWORD: text(),
  ADMIN_OWNER_NAME: text('최고 관리자'),
});

type BackofficeEnv = z.output<typeof backofficeEnv>;

export function checkBackoffice(env: BackofficeEnv, ctx: z.RefinementCtx): void {
  if (Boolean(env.ADMIN_OWNER_EMAIL) !== Boolean(env.ADMIN_OWNER_PASSWORD)) invalid(ctx, 'ADMIN_OWNER_EMAIL and ADMIN_OWNER_PASSWORD are set together or not at all');
}

export function backofficeConfig(env: BackofficeEnv): BackofficeConfig {
  return {
    adminSessionTtlSeconds: env.ADMIN_SESSION_TTL_HOURS * 3600,
    firstOwner: env.ADMIN_OWNER_EMAIL ? { email: env.ADMIN_OWNER_EMAIL, password: env.ADMIN_OWNER_PASSWORD, name: env.ADMIN_OWNER_NAME || '최고 관리자' } : null,
  };
}

export const backofficeSlice = ({ adminSessionTtlSeconds, firstOwner }: BackofficeConfig): BackofficeConfig => ({ adminSessionTtlSeconds, firstOwner });
