import { z } from 'zod';
import { integer } from './env-fields';

export interface PromotionsConfig {
  /** Points a delivered order earns, in percent of its paid goods total (rounded down). */
  pointsEarnRatePercent: number;
}

export const PROMOTIONS_CONFIG = Symbol('PROMOTIONS_CONFIG');

export const promotionsEnv = z.object({ POINTS_EARN_RATE_PERCENT: integer('POINTS_EARN_RATE_PERCENT', 1, 0, 100) });

export function promotionsConfig(env: z.output<typeof promotionsEnv>): PromotionsConfig {
  return { pointsEarnRatePercent: env.POINTS_EARN_RATE_PERCENT };
}

export const promotionsSlice = ({ pointsEarnRatePercent }: PromotionsConfig): PromotionsConfig => ({ pointsEarnRatePercent });
