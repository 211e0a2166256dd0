import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from './public-cache';

/** A strong validator of the exact bytes sent (before compression, which Accept-Encoding and Vary already key). */
export function strongEtagOf(payload: string | Buffer): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match's list holds the ETag (weak comparison, as RFC 9110 §13.1.2 asks of If-None-Match), or is `*`. */
export function noneMatchHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * For answers marked public (@PublicCache, which sets Cache-Tag): a strong ETag, and 304 without a body when the caller's
 * If-None-Match still holds. Nest sets the route's headers before the handler runs, so a refusal or an outage
 * (400, 404, 503) arrives here marked public too: it is made no-store, never kept by a CDN. An answer that sets a
 * cookie is made private: a shared cache never keeps a cookie. Registered before compression, so the ETag is of the
 * JSON itself.
 */
export function installStrongEtags(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    // Only @PublicCache's answers carry a Cache-Tag (built files and images set their own caching, untouched here).
    if (!reply.hasHeader('cache-tag')) return payload;
    if (reply.statusCode !== 200 || (request.method !== 'GET' && request.method !== 'HEAD')) {
      reply.header('cache-control', 'no-store');
      reply.removeHeader('cache-tag');
      reply.removeHeader('cdn-cache-control');
      return payload;
    }
    if (reply.hasHeader('set-cookie')) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      reply.removeHeader('cache-tag');
      reply.removeHeader('cdn-cache-control');
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = strongEtagOf(payload);
    reply.header('etag', etag);
    if (!noneMatchHolds(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return null;
  });
}
