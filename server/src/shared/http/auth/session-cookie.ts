import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookiePolicy } from '../cookies/cookie-policy';

/** httpOnly so scripts cannot read it, SameSite=Lax against cross-site posts, Secure per the cookie policy. */
export function writeSessionCookie(policy: CookiePolicy, request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  void reply.setCookie(policy.name('session'), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: policy.secure(request),
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(policy: CookiePolicy, request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(policy.name('session'), { httpOnly: true, sameSite: 'lax', secure: policy.secure(request), path: '/' });
}

export function readSessionCookie(policy: CookiePolicy, request: FastifyRequest): string | null {
  const value = request.cookies?.[policy.name('session')];
  return typeof value === 'string' && value.length > 0 && value.length < 4096 ? value : null;
}
