import { collectDefaultMetrics, Registry } from 'prom-client';

/** The Nest token of this application's prom-client Registry (one per app, so test apps in one process never collide). */
export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');

/** A registry with Node's default metrics: event-loop lag (nodejs_eventloop_lag_*), heap, GC, handles, CPU. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
