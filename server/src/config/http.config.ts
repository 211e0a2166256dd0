import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { integer, invalid, text } from './env-fields';

/** How the server listens and answers HTTP: address, limits, timeouts, proxies, CSRF and CSP. */
export interface HttpConfig {
  /** 127.0.0.1 outside production, 0.0.0.0 in production, unless HOST says otherwise. */
  host: string;
  port: number;
  /** The built storefront (index.html and its assets). */
  clientDist: string;
  csrfSecret: string;
  /** CSRF_SECRET_PREVIOUS: the key being rotated out, accepted when verifying a token only (null when unset). */
  csrfSecretPrevious: string | null;
  /** Extra script/connect/frame origins the CSP allows (chat widget, postcode service, card provider). */
  cspExtraOrigins: string[];
  bodyLimitBytes: number;
  /** Fastify's requestTimeout: the longest a request may take to arrive, headers and body (slow clients): 408. */
  requestTimeoutMs: number;
  /** Node's headersTimeout: the longest the request's headers may take to arrive (never more than requestTimeoutMs): 408. */
  headersTimeoutMs: number;
  /** Fastify's connectionTimeout and keepAliveTimeout: a socket idle this long (a keep-alive between requests too) is closed. */
  connectionTimeoutMs: number;
  /** On SIGTERM: how long /health/ready answers 503 while requests are still served, before the server closes. */
  shutdownDrainMs: number;
  /** On SIGTERM: the longest the whole shutdown may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * Whose X-Forwarded-For to believe: false (the socket's address), true (any: only behind a proxy that
   * overwrites the header), or a comma-separated list of proxy addresses/CIDRs. Per-IP limits depend on it.
   */
  trustProxy: boolean | string;
}

export const HTTP_CONFIG = Symbol('HTTP_CONFIG');

const HOSTNAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/** An address or a host name to listen on; not a URL and without a port ("0.0.0.0:3000" fails only at listen). */
const host = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    if (!isIP(value) && !HOSTNAME.test(value)) return invalid(ctx, `HOST must be an IP address or a host name, without scheme or port (got "${value}")`);
    return value;
  });

const cspOrigins = z
  .string()
  .optional()
  .transform((value = '', ctx) =>
    value
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => (/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin) ? origin : invalid(ctx, `CSP_EXTRA_ORIGINS entries must be https origins (got "${origin}")`))),
  );

const trustProxy = z
  .string()
  .optional()
  .transform((value = 'false', ctx): boolean | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    const entries = value.split(',').map((entry) => entry.trim());
    if (!entries.every((entry) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry))) {
      return invalid(ctx, `TRUST_PROXY must be true, false or a list of proxy addresses (got "${value}")`);
    }
    return entries.join(',');
  });

export const httpEnv = z.object({
  HOST: host,
  PORT: integer('PORT', 3000, 0, 65535),
  CLIENT_DIST: z.string().optional(),
  CSRF_SECRET: text(),
  CSRF_SECRET_PREVIOUS: text(),
  CSP_EXTRA_ORIGINS: cspOrigins,
  BODY_LIMIT_BYTES: integer('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
  REQUEST_TIMEOUT_MS: integer('REQUEST_TIMEOUT_MS', 10_000, 1000, 600_000),
  HEADERS_TIMEOUT_MS: integer('HEADERS_TIMEOUT_MS', 10_000, 1000, 600_000),
  CONNECTION_TIMEOUT_MS: integer('CONNECTION_TIMEOUT_MS', 60_000, 1000, 3_600_000),
  TRUST_PROXY: trustProxy,
  SHUTDOWN_DRAIN_MS: integer('SHUTDOWN_DRAIN_MS', 5000, 0, 600_000),
  SHUTDOWN_TIMEOUT_MS: integer('SHUTDOWN_TIMEOUT_MS', 20_000, 1000, 600_000),
});

type HttpEnv = z.output<typeof httpEnv>;

export function hostOf(env: HttpEnv, nodeEnv: string): string {
  return env.HOST ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');
}

/** Production signs its CSRF tokens with a configured key: a random one would change on every start. */
export function checkHttp(env: HttpEnv, nodeEnv: string, ctx: z.RefinementCtx): void {
  if (nodeEnv === 'production' && env.CSRF_SECRET.length < 32) invalid(ctx, 'CSRF_SECRET must be set to at least 32 characters in production');
}

export function httpConfig(env: HttpEnv, nodeEnv: string, cwd: string): HttpConfig {
  return {
    host: hostOf(env, nodeEnv),
    port: env.PORT,
    clientDist: resolve(cwd, env.CLIENT_DIST ?? defaultClientDist(cwd)),
    csrfSecret: env.CSRF_SECRET || randomBytes(32).toString('hex'),
    csrfSecretPrevious: env.CSRF_SECRET_PREVIOUS || null,
    cspExtraOrigins: env.CSP_EXTRA_ORIGINS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    // Node refuses a headersTimeout above requestTimeout.
    headersTimeoutMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
    connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
  };
}

/** `npm start` runs from the repository root, `nx serve` from server/: find client/dist from either. */
function defaultClientDist(cwd: string): string {
  return cwd.endsWith('/server') ? '../client/dist' : 'client/dist';
}

export const httpSlice = (config: HttpConfig): HttpConfig => ({
  host: config.host,
  port: config.port,
  clientDist: config.clientDist,
  csrfSecret: config.csrfSecret,
  csrfSecretPrevious: config.csrfSecretPrevious,
  cspExtraOrigins: config.cspExtraOrigins,
  bodyLimitBytes: config.bodyLimitBytes,
  requestTimeoutMs: config.requestTimeoutMs,
  headersTimeoutMs: config.headersTimeoutMs,
  connectionTimeoutMs: config.connectionTimeoutMs,
  shutdownDrainMs: config.shutdownDrainMs,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  trustProxy: config.trustProxy,
});
