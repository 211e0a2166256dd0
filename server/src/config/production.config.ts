import { z } from 'zod';
import { invalid } from './env-fields';

/** What production must say out loud, because the development default would be unsafe there (issue 18). */
interface ProductionEnv {
  NODE_ENV: string;
  DATABASE_URL?: string;
  SEED_DEMO?: boolean;
  SMS_PROVIDER: string;
  FILE_STORAGE: string;
  FILE_STORAGE_SINGLE_MACHINE: boolean;
}

/**
 * Refusals in production, each naming its variable (PUBLIC_URL is checked in http.config.ts, NicePay's address and
 * mode in payment.config.ts). Reported together with every other problem, so one deploy fixes them all.
 */
export function checkProduction(env: ProductionEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV !== 'production') return;
  if (!env.DATABASE_URL) invalid(ctx, 'DATABASE_URL must be set in production: the embedded database is for development only');
  if (env.SEED_DEMO !== false) invalid(ctx, 'SEED_DEMO must be set to false in production: demo goods and the public demo coupons are never created there');
  if (env.SMS_PROVIDER === 'outbox') invalid(ctx, 'SMS_PROVIDER=outbox is refused in production: texts would never leave the server. Use SMS_PROVIDER=solapi');
  if (env.FILE_STORAGE === 'local' && !env.FILE_STORAGE_SINGLE_MACHINE) {
    invalid(ctx, 'FILE_STORAGE=local is refused in production unless FILE_STORAGE_SINGLE_MACHINE=true: a file uploaded on one machine is missing on the others. Use FILE_STORAGE=s3');
  }
}
