import { z } from 'zod';
import { optionalInteger } from './env-fields';

export interface HousekeepingConfig {
  /** How often expired records are deleted (docs/decisions.md, "Retention"); 0: never (the default in tests). */
  housekeepingIntervalMinutes: number;
}

export const HOUSEKEEPING_CONFIG = Symbol('HOUSEKEEPING_CONFIG');

export const housekeepingEnv = z.object({ HOUSEKEEPING_INTERVAL_MINUTES: optionalInteger('HOUSEKEEPING_INTERVAL_MINUTES', 0, 7 * 24 * 60) });

/** Hourly, except in tests, which run it themselves. */
export function housekeepingConfig(env: z.output<typeof housekeepingEnv>, nodeEnv: string): HousekeepingConfig {
  return { housekeepingIntervalMinutes: env.HOUSEKEEPING_INTERVAL_MINUTES ?? (nodeEnv === 'test' ? 0 : 60) };
}

export const housekeepingSlice = ({ housekeepingIntervalMinutes }: HousekeepingConfig): HousekeepingConfig => ({ housekeepingIntervalMinutes });
