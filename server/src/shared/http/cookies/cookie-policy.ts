import type { FastifyRequest } from 'fastify';

/** The shop's cookies, by what they hold; the names a browser sees come from cookieName(). */
export const COOKIE_BASE_NAMES = {
  /** The signed session JWT (shared/http/auth). */
  session: 'shop_session',
  /** The signed admin session JWT (shared/http/auth/staff): a cookie of its own, so a member's never passes. */
  adminSession: 'shop_admin_session',
  /** A browser a staff member logged in from before (shared/http/auth/staff/admin-device-token.service.ts). */
  adminDevice: 'shop_admin_device',
  /** The anti-forgery seed (shared/http/csrf). */
  csrf: 'shop_csrf',
  /** A verified guest's session (cart-checkout's guest orders): a random token, its digest in guest_session. */
  guest: 'shop_guest',
} as const;

export type ShopCookie = keyof typeof COOKIE_BASE_NAMES;

/**
 * Production: always Secure and named `__Host-…`, whatever the proxy says about the scheme. A browser accepts a
 * `__Host-` cookie only with Secure, Path=/ and no Domain, so a sibling subdomain or a plain-http page cannot set
 * or shadow it. Elsewhere (http://localhost) the plain name, Secure only when the request came over https.
 */
export interface CookiePolicy {
  name(cookie: ShopCookie): string;
  secure(request: FastifyRequest): boolean;
}

export function cookiePolicy(nodeEnv: 'development' | 'production' | 'test'): CookiePolicy {
  const production = nodeEnv === 'production';
  return {
    name: (cookie) => (production ? `__Host-${COOKIE_BASE_NAMES[cookie]}` : COOKIE_BASE_NAMES[cookie]),
    secure: (request) => production || request.protocol === 'https',
  };
}
