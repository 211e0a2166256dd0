import { z } from 'zod';
import { httpUrl, integer, invalid, oneOf, text } from './env-fields';

export interface SmsConfig {
  /** outbox: kept in the database and logged with the number masked; solapi: sent through Solapi. */
  provider: 'outbox' | 'solapi';
  /** The registered sender number (digits). */
  from: string;
  /** Most verification codes sent in 24 hours, all numbers together (SMS pumping guard). */
  dailyCap: number;
  solapi: { baseUrl: string; apiKey: string; apiSecret: string };
}

export const SMS_CONFIG = Symbol('SMS_CONFIG');

const senderNumber = z
  .string()
  .optional()
  .transform((value = '', ctx) => {
    const digits = value.replace(/-/g, '');
    if (digits && !/^\d{8,12}$/.test(digits)) return invalid(ctx, `SMS_FROM must be a phone number of 8 to 12 digits (got "${value}")`);
    return digits;
  });

export const smsEnv = z.object({
  SMS_PROVIDER: oneOf('SMS_PROVIDER', ['outbox', 'solapi'] as const, 'outbox'),
  SMS_FROM: senderNumber,
  SMS_DAILY_CAP: integer('SMS_DAILY_CAP', 1000, 1, 10_000_000),
  SOLAPI_BASE_URL: httpUrl('SOLAPI_BASE_URL', 'https://api.solapi.com'),
  SOLAPI_API_KEY: text(),
  SOLAPI_API_SECRET: text(),
});

type SmsEnv = z.output<typeof smsEnv>;

export function checkSms(env: SmsEnv, ctx: z.RefinementCtx): void {
  if (env.SMS_PROVIDER === 'solapi' && (!env.SOLAPI_API_KEY || !env.SOLAPI_API_SECRET || !env.SMS_FROM)) {
    invalid(ctx, 'SMS_PROVIDER=solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET and SMS_FROM');
  }
}

export function smsConfig(env: SmsEnv): SmsConfig {
  return {
    provider: env.SMS_PROVIDER,
    from: env.SMS_FROM,
    dailyCap: env.SMS_DAILY_CAP,
    solapi: { baseUrl: env.SOLAPI_BASE_URL, apiKey: env.SOLAPI_API_KEY, apiSecret: env.SOLAPI_API_SECRET },
  };
}
