import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** Requests no route matched (a scanner's paths) share one label, so random URLs never grow the series count. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * http_request_duration_seconds by method, matched route pattern (/api/goods/:id, never the URL with its ids or
 * query) and status code, from Fastify's onResponse hook. /metrics itself is left out.
 */
export function installHttpRequestMetrics(fastify: FastifyInstance, registry: Registry): void {
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, matched route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route === '/metrics') return;
    histogram.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
