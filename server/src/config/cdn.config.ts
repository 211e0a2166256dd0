import { z } from 'zod';
import { httpUrl, oneOf, text } from './env-fields';

/** Cloudflare's purge API for one zone (the real CdnPurgePort adapter). */
export interface CloudflarePurgeConfig {
  /** CLOUDFLARE_API_BASE: the API root, https://api.cloudflare.com/client/v4 unless a test points it at a fake. */
  apiBase: string;
  zoneId: string;
  /** An API token with the zone's Cache Purge permission; sent as a bearer token, never logged. */
  apiToken: string;
}

/** Which CDN, if any, caches the public catalog in front of the shop, and how a staff change purges it. */
export interface CdnConfig {
  /** CDN_PURGE: none (no CDN in front, or one that only honours max-age) or cloudflare. */
  purge: 'none' | 'cloudflare';
  /** Set exactly when `purge` is cloudflare. */
  cloudflare?: CloudflarePurgeConfig;
}

export const CDN_CONFIG = Symbol('CDN_CONFIG');

export const cdnEnv = z.object({
  CDN_PURGE: oneOf('CDN_PURGE', ['none', 'cloudflare'] as const, 'none'),
  CLOUDFLARE_API_BASE: httpUrl('CLOUDFLARE_API_BASE', 'https://api.cloudflare.com/client/v4'),
  CLOUDFLARE_ZONE_ID: text(),
  CLOUDFLARE_API_TOKEN: text(),
});

export function checkCdn(env: z.output<typeof cdnEnv>, ctx: z.RefinementCtx): void {
  if (env.CDN_PURGE !== 'cloudflare') return;
  const missing = (['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'] as const).filter((name) => !env[name]);
  if (missing.length) ctx.addIssue({ code: 'custom', message: `CDN_PURGE=cloudflare needs CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN (missing: ${missing.join(', ')})` });
}

export function cdnConfig(env: z.output<typeof cdnEnv>): CdnConfig {
  if (env.CDN_PURGE !== 'cloudflare') return { purge: 'none' };
  return { purge: 'cloudflare', cloudflare: { apiBase: env.CLOUDFLARE_API_BASE, zoneId: env.CLOUDFLARE_ZONE_ID, apiToken: env.CLOUDFLARE_API_TOKEN } };
}
