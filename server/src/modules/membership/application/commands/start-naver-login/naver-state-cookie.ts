import type { FastifyReply, FastifyRequest } from 'fastify';
import { SOCIAL_STATE_TTL_SECONDS } from './start-naver-login.service';

/** Binds a Naver login to the browser that started it (httpOnly, only sent to /api/login). */
export const NAVER_STATE_COOKIE = 'shop_naver_state';
const PATH = '/api/login';

export function writeNaverStateCookie(request: FastifyRequest, reply: FastifyReply, state: string): void {
  void reply.setCookie(NAVER_STATE_COOKIE, state, { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: PATH, maxAge: SOCIAL_STATE_TTL_SECONDS });
}

export function readNaverStateCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[NAVER_STATE_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;
}

export function clearNaverStateCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(NAVER_STATE_COOKIE, { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: PATH });
}
