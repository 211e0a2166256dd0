import type { FastifyReply, FastifyRequest } from 'fastify';

/** The httpOnly cookie that holds the signed session JWT. */
export const SESSION_COOKIE = 'shop_session';

/** httpOnly so scripts cannot read it, SameSite=Lax against cross-site posts, Secure when the request came over https. */
export function writeSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/' });
}

export function readSessionCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length < 4096 ? value : null;
}
