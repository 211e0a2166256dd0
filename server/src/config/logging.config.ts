import { z } from 'zod';
import { optionalOneOf } from './env-fields';

export interface LoggingConfig {
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/** Unset: silent in tests, info elsewhere. */
export const loggingEnv = z.object({ LOG_LEVEL: optionalOneOf('LOG_LEVEL', LOG_LEVELS) });

export function loggingConfig(env: z.output<typeof loggingEnv>, nodeEnv: string): LoggingConfig {
  return { logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info') };
}
