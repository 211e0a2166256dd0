import { z } from 'zod';
import { integer, invalid } from './env-fields';

export interface PromotionsConfig {
  /** Points a delivered order earns, in percent of its paid goods total (rounded down). */
  pointsEarnRatePercent: number;
  /** Points a review earns, once per reviewed order line: text only, with a photo (REVIEW_POINTS "500/1000"; 0 turns it off). */
  reviewPoints: { text: number; photo: number };
}

export const PROMOTIONS_CONFIG = Symbol('PROMOTIONS_CONFIG');

/** "text/photo" (500/1000), or one number for both; 0 gives no points. At most 100,000 each. */
const reviewPoints = z
  .string()
  .optional()
  .transform((value = '500/1000', ctx) => {
    const match = /^(\d{1,6})(?:\/(\d{1,6}))?$/.exec(value.trim());
    const text = match ? Number(match[1]) : NaN;
    const photo = match ? Number(match[2] ?? match[1]) : NaN;
    if (!match || text > 100_000 || photo > 100_000) return invalid(ctx, `REVIEW_POINTS must be "text/photo" points such as 500/1000, or 0 (got "${value}")`);
    return { text, photo };
  });

export const promotionsEnv = z.object({ POINTS_EARN_RATE_PERCENT: integer('POINTS_EARN_RATE_PERCENT', 1, 0, 100), REVIEW_POINTS: reviewPoints });

export function promotionsConfig(env: z.output<typeof promotionsEnv>): PromotionsConfig {
  return { pointsEarnRatePercent: env.POINTS_EARN_RATE_PERCENT, reviewPoints: env.REVIEW_POINTS };
}

export const promotionsSlice = ({ pointsEarnRatePercent, reviewPoints }: PromotionsConfig): PromotionsConfig => ({ pointsEarnRatePercent, reviewPoints });
