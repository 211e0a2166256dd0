import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** Everything the server reads from the environment, parsed and checked once at start. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  /** 127.0.0.1 outside production, 0.0.0.0 in production, unless HOST says otherwise. */
  host: string;
  /**
   * The development pages (/dev/sms-outbox, /dev/naver-sandbox) are mounted only outside production and only
   * while the server listens on loopback: whoever reaches them reads every code and logs in as anyone.
   */
  devToolsMounted: boolean;
  port: number;
  /** Set: use that PostgreSQL. Unset: start the embedded one. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  database: DatabaseTimeouts;
  clientDist: string;
  seedDemo: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  csrfSecret: string;
  /** Extra script/connect/frame origins the CSP allows (chat widget, postcode service, card provider). */
  cspExtraOrigins: string[];
  bodyLimitBytes: number;
  /** Fastify's requestTimeout: the longest a request may take to arrive, headers and body (slow clients). */
  requestTimeoutMs: number;
  /** Fastify's connectionTimeout: a socket idle this long is closed. */
  connectionTimeoutMs: number;
  /**
   * Whose X-Forwarded-For to believe: false (the socket's address), true (any: only behind a proxy that
   * overwrites the header), or a comma-separated list of proxy addresses/CIDRs. Per-IP limits depend on it.
   */
  trustProxy: boolean | string;
  /** Key of the session JWTs; random per start outside production. */
  jwtSecret: string;
  /** How long a login lasts. */
  sessionTtlSeconds: number;
  sms: SmsConfig;
  naver: NaverLoginConfig;
  /** How often expired records are deleted (docs/decisions.md, "Retention"); 0: never (the default in tests). */
  housekeepingIntervalMinutes: number;
}

/** Set on every pooled connection, so nothing waits on the database without end (docs/decisions.md, "Database timeouts"). */
export interface DatabaseTimeouts {
  /** Longest wait for a connection (a new one, or a free one from the full pool). */
  connectionTimeoutMs: number;
  /** A statement running longer is cancelled by PostgreSQL (SQLSTATE 57014). */
  statementTimeoutMs: number;
  /** A transaction left idle longer is ended by PostgreSQL and its locks freed. */
  idleInTransactionTimeoutMs: number;
}

export interface SmsConfig {
  /** outbox: kept in the database and logged with the number masked; solapi: sent through Solapi. */
  provider: 'outbox' | 'solapi';
  /** The registered sender number (digits). */
  from: string;
  /** Most verification codes sent in 24 hours, all numbers together (SMS pumping guard). */
  dailyCap: number;
  solapi: { baseUrl: string; apiKey: string; apiSecret: string };
}

/**
 * off: no Naver login (the client hides the button). naver: the real Naver with NAVER_CLIENT_ID.
 * sandbox: the app's own stand-in under /dev/naver-sandbox (development and tests, never production).
 */
export type NaverMode = 'off' | 'sandbox' | 'naver';

export interface NaverLoginConfig {
  mode: NaverMode;
  /** Unset (mode off): Naver login is off and the client hides its button. `sandbox` in sandbox mode. */
  clientId: string | undefined;
  /** Random per start in sandbox mode. */
  clientSecret: string;
  /** Where Naver sends the browser back to (the client route /oauth/login/naver). */
  callbackUrl: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
}

export class ConfigError extends Error {}

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

function integer(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${value}")`);
  }
  return Number(value);
}

function bool(name: string, value: string): boolean {
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false (got "${value}")`);
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL (got "${value}")`);
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw new ConfigError(`${name} must be an http:// or https:// URL (got "${value}")`);
  return value.replace(/\/+$/, '');
}

function smsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = oneOf('SMS_PROVIDER', env.SMS_PROVIDER ?? 'outbox', ['outbox', 'solapi'] as const);
  const from = (env.SMS_FROM ?? '').replace(/-/g, '');
  if (from && !/^\d{8,12}$/.test(from)) throw new ConfigError(`SMS_FROM must be a phone number of 8 to 12 digits (got "${env.SMS_FROM}")`);
  const solapi = {
    baseUrl: httpUrl('SOLAPI_BASE_URL', env.SOLAPI_BASE_URL || 'https://api.solapi.com'),
    apiKey: env.SOLAPI_API_KEY ?? '',
    apiSecret: env.SOLAPI_API_SECRET ?? '',
  };
  if (provider === 'solapi' && (!solapi.apiKey || !solapi.apiSecret || !from)) {
    throw new ConfigError('SMS_PROVIDER=solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET and SMS_FROM');
  }
  return { provider, from, dailyCap: integer('SMS_DAILY_CAP', env.SMS_DAILY_CAP ?? '1000', 1, 10_000_000), solapi };
}

const NAVER_MODES = ['off', 'sandbox', 'naver'] as const;
/** Mounted by app.module.ts in sandbox mode; the authorize, token and profile URLs point here. */
export const NAVER_SANDBOX_PATH = '/dev/naver-sandbox';

/**
 * NAVER_MODE defaults to `naver` with a client id, else `sandbox` in development (so `npm start` can try
 * Naver login end to end) while it listens on loopback, and `off` otherwise (the sandbox is mounted on loopback
 * only). The sandbox's URLs derive from PORT and HOST: the browser goes to localhost, the server calls itself.
 */
function naverConfig(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['nodeEnv'], host: string, port: number, devToolsMounted: boolean): NaverLoginConfig {
  const clientId = env.NAVER_CLIENT_ID || undefined;
  const sandboxByDefault = nodeEnv === 'development' && devToolsMounted;
  const mode = oneOf('NAVER_MODE', env.NAVER_MODE || (clientId ? 'naver' : sandboxByDefault ? 'sandbox' : 'off'), NAVER_MODES);
  const configured = {
    callbackUrl: httpUrl('NAVER_CALLBACK_URL', env.NAVER_CALLBACK_URL || `http://localhost:${port}/oauth/login/naver`),
    authorizeUrl: httpUrl('NAVER_AUTHORIZE_URL', env.NAVER_AUTHORIZE_URL || 'https://nid.naver.com/oauth2.0/authorize'),
    tokenUrl: httpUrl('NAVER_TOKEN_URL', env.NAVER_TOKEN_URL || 'https://nid.naver.com/oauth2.0/token'),
    profileUrl: httpUrl('NAVER_PROFILE_URL', env.NAVER_PROFILE_URL || 'https://openapi.naver.com/v1/nid/me'),
  };
  if (mode === 'off') return { mode, clientId: undefined, clientSecret: '', ...configured };
  if (mode === 'naver') {
    if (!clientId) throw new ConfigError('NAVER_MODE=naver needs NAVER_CLIENT_ID and NAVER_CLIENT_SECRET');
    if (!env.NAVER_CLIENT_SECRET) throw new ConfigError('NAVER_CLIENT_ID needs NAVER_CLIENT_SECRET');
    return { mode, clientId, clientSecret: env.NAVER_CLIENT_SECRET, ...configured };
  }
  if (nodeEnv === 'production') {
    throw new ConfigError('NAVER_MODE=sandbox is refused in production: the sandbox lets anyone log in as any e-mail. Use NAVER_MODE=naver or off');
  }
  if (!devToolsMounted) {
    throw new ConfigError(`NAVER_MODE=sandbox needs the server on loopback (HOST=127.0.0.1): the sandbox is not mounted on ${host}. Set NAVER_MODE=off or naver`);
  }
  if (port === 0) throw new ConfigError('NAVER_MODE=sandbox needs a fixed PORT (the sandbox is reached at http://localhost:<PORT>/dev/naver-sandbox); or set NAVER_MODE=off');
  // The sandbox is mounted on loopback only: the browser goes to localhost, the server calls itself on the
  // address it listens on (not "localhost", which may resolve to the other of 127.0.0.1 and ::1).
  const serverHost = host === 'localhost' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const browserBase = `http://localhost:${port}${NAVER_SANDBOX_PATH}`;
  const serverBase = `http://${serverHost}:${port}${NAVER_SANDBOX_PATH}`;
  return {
    mode,
    clientId: 'sandbox',
    clientSecret: randomBytes(24).toString('base64url'),
    callbackUrl: configured.callbackUrl,
    authorizeUrl: `${browserBase}/oauth2.0/authorize`,
    tokenUrl: `${serverBase}/oauth2.0/token`,
    profileUrl: `${serverBase}/v1/nid/me`,
  };
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectionTimeoutMs: 5000, statementTimeoutMs: 10_000, idleInTransactionTimeoutMs: 30_000 };

function databaseTimeouts(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  const defaults = DEFAULT_DATABASE_TIMEOUTS;
  return {
    connectionTimeoutMs: integer('DB_CONNECTION_TIMEOUT_MS', env.DB_CONNECTION_TIMEOUT_MS ?? String(defaults.connectionTimeoutMs), 100, 600_000),
    statementTimeoutMs: integer('DB_STATEMENT_TIMEOUT_MS', env.DB_STATEMENT_TIMEOUT_MS ?? String(defaults.statementTimeoutMs), 100, 3_600_000),
    idleInTransactionTimeoutMs: integer(
      'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS ?? String(defaults.idleInTransactionTimeoutMs),
      100,
      3_600_000,
    ),
  };
}

function postgresUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL`);
  }
  if (!['postgres:', 'postgresql:'].includes(url.protocol)) {
    throw new ConfigError(`${name} must start with postgres:// or postgresql://`);
  }
  return value;
}

/** Reads and validates the environment; throws ConfigError with a message a person can act on. */
export function loadAppConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV ?? 'development', NODE_ENVS);
  const csrfSecret = env.CSRF_SECRET ?? '';
  if (nodeEnv === 'production' && csrfSecret.length < 32) {
    throw new ConfigError('CSRF_SECRET must be set to at least 32 characters in production');
  }
  const jwtSecret = env.JWT_SECRET ?? '';
  if (nodeEnv === 'production' && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be set to at least 32 characters in production');
  }
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const host = env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');
  const port = integer('PORT', env.PORT ?? '3000', 0, 65535);
  const devToolsMounted = nodeEnv !== 'production' && isLoopbackHost(host);
  return {
    nodeEnv,
    host,
    devToolsMounted,
    port,
    databaseUrl: postgresUrl('DATABASE_URL', env.DATABASE_URL),
    dataDir: resolve(cwd, env.DATA_DIR ?? 'data'),
    embeddedPgPort: integer('EMBEDDED_PG_PORT', env.EMBEDDED_PG_PORT ?? '54329', 1024, 65535),
    database: databaseTimeouts(env),
    clientDist: resolve(cwd, env.CLIENT_DIST ?? defaultClientDist(cwd)),
    seedDemo: bool('SEED_DEMO', env.SEED_DEMO ?? 'true'),
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'), LOG_LEVELS),
    csrfSecret: csrfSecret || randomBytes(32).toString('hex'),
    cspExtraOrigins: (env.CSP_EXTRA_ORIGINS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => {
        if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
          throw new ConfigError(`CSP_EXTRA_ORIGINS entries must be https origins (got "${origin}")`);
        }
        return origin;
      }),
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', env.BODY_LIMIT_BYTES ?? String(1024 * 1024), 1024, 100 * 1024 * 1024),
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS ?? '30000', 1000, 600_000),
    connectionTimeoutMs: integer('CONNECTION_TIMEOUT_MS', env.CONNECTION_TIMEOUT_MS ?? '60000', 1000, 3_600_000),
    jwtSecret: jwtSecret || randomBytes(32).toString('hex'),
    sessionTtlSeconds: integer('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS ?? '168', 1, 24 * 90) * 3600,
    sms: smsConfig(env),
    naver: naverConfig(env, nodeEnv, host, port, devToolsMounted),
    trustProxy: trustProxyOf(env.TRUST_PROXY ?? 'false'),
    housekeepingIntervalMinutes: integer('HOUSEKEEPING_INTERVAL_MINUTES', env.HOUSEKEEPING_INTERVAL_MINUTES ?? (nodeEnv === 'test' ? '0' : '60'), 0, 7 * 24 * 60),
  };
}

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

function trustProxyOf(value: string): boolean | string {
  if (value === 'true' || value === 'false') return value === 'true';
  const entries = value.split(',').map((entry) => entry.trim());
  if (!entries.every((entry) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry))) {
    throw new ConfigError(`TRUST_PROXY must be true, false or a list of proxy addresses (got "${value}")`);
  }
  return entries.join(',');
}

/** `npm start` runs from the repository root, `nx serve` from server/: find client/dist from either. */
function defaultClientDist(cwd: string): string {
  return cwd.endsWith('/server') ? '../client/dist' : 'client/dist';
}

export const APP_CONFIG = Symbol('APP_CONFIG');
