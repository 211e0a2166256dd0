import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A caller's (a proxy's) x-request-id is kept only when it is a UUID, so no one can write arbitrary text into every
 * log line of their request; otherwise a new one. The id is also left on the raw request, where the request log's
 * serializer (`req.id`) and Fastify (request.id, the x-request-id answer header) both read it.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const own = (raw as IncomingMessage & { id?: unknown }).id;
  if (typeof own === 'string') return own;
  const given = raw.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && UUID.test(given) ? given.toLowerCase() : randomUUID();
  (raw as IncomingMessage & { id?: string }).id = id;
  return id;
}
