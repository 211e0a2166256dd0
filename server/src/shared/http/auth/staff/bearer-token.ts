import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer <token>` header, or null (absent, another scheme, or absurdly long). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,512})$/.exec(header.trim());
  return match ? match[1] : null;
}

/** True when the request names any Authorization header: such a request is judged by it alone. */
export function hasAuthorizationHeader(request: FastifyRequest): boolean {
  return typeof request.headers.authorization === 'string';
}
