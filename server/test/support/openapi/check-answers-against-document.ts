import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OpenApiResponseChecker } from './openapi-response-checker';
import { recordMismatch } from './response-mismatches';

/** Routes under /api that are not part of the integrators' contract: Swagger's own, and the test-only outbox reader. */
const NOT_IN_CONTRACT = [/^\/api\/docs(\/|-json|$)/, /^\/api\/test\//];

/**
 * Test-only: every /api answer is checked against the document the app serves at
 * /api/docs-json, by the route that matched (not the raw URL), its method and status.
 * Differences are recorded; test/support/openapi/fail-on-mismatch.setup.ts fails the test.
 * Call before the app is ready; the document is read once it is.
 */
export function checkAnswersAgainstDocument(app: NestFastifyApplication): { load(): Promise<void> } {
  const fastify = app.getHttpAdapter().getInstance();
  let checker: OpenApiResponseChecker | null = null;
  // Nest replies with objects; keep each before serialization (and before any compression of the bytes).
  const sentObjects = new WeakMap<FastifyRequest, unknown>();

  fastify.addHook('preSerialization', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    sentObjects.set(request, payload);
    return payload;
  });
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const routeUrl = request.routeOptions.url;
    if (!checker || !routeUrl?.startsWith('/api') || NOT_IN_CONTRACT.some((pattern) => pattern.test(routeUrl))) return payload;
    if (request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
    // A 304 sends no body, whatever the handler returned (strong-etags.ts drops it).
    const body = reply.statusCode === 304 ? undefined : sentObjects.has(request) ? sentObjects.get(request) : parseJson(payload, reply);
    const mismatch = checker.check({ method: request.method, routeUrl, status: reply.statusCode, body });
    if (mismatch) recordMismatch(mismatch);
    return payload;
  });

  return {
    async load() {
      const answer = await fastify.inject({ method: 'GET', url: '/api/docs-json' });
      checker = new OpenApiResponseChecker(answer.json());
    },
  };
}

function parseJson(payload: unknown, reply: FastifyReply): unknown {
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (payload === null || payload === undefined || payload === '') return undefined;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (text === null) return '<a stream: not checked>';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
