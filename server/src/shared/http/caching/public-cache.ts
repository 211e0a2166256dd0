/**
 * What caches may keep of a public catalog answer (docs/decisions.md, "A catalog a CDN can cache"). A browser keeps
 * it but asks again every time (a 304 against the strong ETag costs no body), so a member sees their own review and
 * staff their own edit at once. A shared cache keeps it five minutes; a staff change purges the CDN at once
 * (CdnPurgePort). The order's total is always computed again and confirmed at checkout, whatever a cache showed.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=300';

/**
 * RFC 9213's CDN-Cache-Control, which CDNs (Cloudflare among them) follow instead of Cache-Control and browsers
 * ignore: five minutes, and up to ten more serving the old copy while it fetches the new one.
 */
export const CDN_CACHE_CONTROL = 'max-age=300, stale-while-revalidate=600';

/** The answer carries a cookie (a session renewed, an anti-forgery token): a shared cache must never keep it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
