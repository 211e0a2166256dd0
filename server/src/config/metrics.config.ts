import { z } from 'zod';

export interface MetricsConfig {
  /**
   * The bearer token GET /metrics asks for (METRICS_TOKEN); null: the endpoint is off and answers 404
   * (docs/decisions.md, "Metrics").
   */
  token: string | null;
}

export const METRICS_CONFIG = Symbol('METRICS_CONFIG');

export const METRICS_TOKEN_MIN_LENGTH = 24;

export const metricsEnv = z.object({ METRICS_TOKEN: z.string().optional() });

export function checkMetrics(env: z.output<typeof metricsEnv>, ctx: z.RefinementCtx): void {
  const token = env.METRICS_TOKEN?.trim();
  if (token && token.length < METRICS_TOKEN_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', message: `METRICS_TOKEN: at least ${METRICS_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -hex 32), or unset to turn /metrics off` });
  }
}

export function metricsConfig(env: z.output<typeof metricsEnv>): MetricsConfig {
  return { token: env.METRICS_TOKEN?.trim() || null };
}
