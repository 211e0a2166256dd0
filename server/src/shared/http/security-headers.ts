import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type HelmetMiddleware = ReturnType<typeof helmet>;

/**
 * Helmet's security headers (CSP, HSTS, X-Frame-Options, ...) on every answer, a 404 and an error included, from one
 * middleware built at start. @fastify/helmet 13 built helmet's middleware again on every request (parsing and checking
 * the CSP directives each time, about 0.17 ms a request: docs/decisions.md, "What the request path cost"); the headers
 * are the same, as the same helmet function with the same options sets them.
 */
export function installSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions, build: (options: HelmetOptions) => HelmetMiddleware = helmet): void {
  const setHeaders = build(options);
  fastify.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
