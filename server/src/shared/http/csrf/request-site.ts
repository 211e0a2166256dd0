import type { FastifyRequest } from 'fastify';

/**
 * Whether a request comes from another site, by what the browser says about it:
 * - `Sec-Fetch-Site: cross-site` (sent by every current browser, and not settable by a page), or
 * - an `Origin` header that is present and not the shop's own. The shop's own origin is the host the request came
 *   to (`request.host`: the Host header, or X-Forwarded-Host only when TRUST_PROXY trusts the proxy), so one build
 *   works on localhost, behind a proxy and on any domain without configuring a public URL. `Origin: null` (a
 *   sandboxed frame, a redirect chain) is not our own.
 * A request without either header (curl, a server-to-server call) is not a browser's cross-site request; the
 * anti-forgery token still stands in front of it.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite.toLowerCase() === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return originHost(origin) !== request.host.toLowerCase();
}

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}
