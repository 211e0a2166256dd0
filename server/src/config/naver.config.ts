import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { httpUrl, invalid, optionalHttpUrl, optionalOneOf, optionalText } from './env-fields';

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

export const NAVER_CONFIG = Symbol('NAVER_CONFIG');

/** Mounted by app.module.ts in sandbox mode; the authorize, token and profile URLs point here. */
export const NAVER_SANDBOX_PATH = '/dev/naver-sandbox';

export const naverEnv = z.object({
  NAVER_MODE: optionalOneOf('NAVER_MODE', ['off', 'sandbox', 'naver'] as const),
  NAVER_CLIENT_ID: optionalText(),
  NAVER_CLIENT_SECRET: optionalText(),
  NAVER_CALLBACK_URL: optionalHttpUrl('NAVER_CALLBACK_URL'),
  NAVER_AUTHORIZE_URL: httpUrl('NAVER_AUTHORIZE_URL', 'https://nid.naver.com/oauth2.0/authorize'),
  NAVER_TOKEN_URL: httpUrl('NAVER_TOKEN_URL', 'https://nid.naver.com/oauth2.0/token'),
  NAVER_PROFILE_URL: httpUrl('NAVER_PROFILE_URL', 'https://openapi.naver.com/v1/nid/me'),
});

type NaverEnv = z.output<typeof naverEnv>;

/** What the Naver slice needs to know of the rest: the sandbox lives inside this very server. */
export interface NaverServer {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  devToolsMounted: boolean;
}

/**
 * NAVER_MODE defaults to `naver` with a client id, else `sandbox` in development (so `npm start` can try
 * Naver login end to end) while it listens on loopback, and `off` otherwise (the sandbox is mounted on loopback
 * only).
 */
function modeOf(env: NaverEnv, server: NaverServer): NaverMode {
  if (env.NAVER_MODE) return env.NAVER_MODE;
  if (env.NAVER_CLIENT_ID) return 'naver';
  return server.nodeEnv === 'development' && server.devToolsMounted ? 'sandbox' : 'off';
}

export function checkNaver(env: NaverEnv, server: NaverServer, ctx: z.RefinementCtx): void {
  const mode = modeOf(env, server);
  if (mode === 'naver') {
    if (!env.NAVER_CLIENT_ID) invalid(ctx, 'NAVER_MODE=naver needs NAVER_CLIENT_ID and NAVER_CLIENT_SECRET');
    else if (!env.NAVER_CLIENT_SECRET) invalid(ctx, 'NAVER_CLIENT_ID needs NAVER_CLIENT_SECRET');
  }
  if (mode !== 'sandbox') return;
  if (server.nodeEnv === 'production') {
    invalid(ctx, 'NAVER_MODE=sandbox is refused in production: the sandbox lets anyone log in as any e-mail. Use NAVER_MODE=naver or off');
  } else if (!server.devToolsMounted) {
    invalid(ctx, `NAVER_MODE=sandbox needs the server on loopback (HOST=127.0.0.1): the sandbox is not mounted on ${server.host}. Set NAVER_MODE=off or naver`);
  } else if (server.port === 0) {
    invalid(ctx, 'NAVER_MODE=sandbox needs a fixed PORT (the sandbox is reached at http://localhost:<PORT>/dev/naver-sandbox); or set NAVER_MODE=off');
  }
}

/** Builds the slice from a configuration checkNaver accepted. The sandbox's URLs derive from PORT and HOST. */
export function naverConfig(env: NaverEnv, server: NaverServer): NaverLoginConfig {
  const mode = modeOf(env, server);
  const configured = {
    callbackUrl: env.NAVER_CALLBACK_URL ?? `http://localhost:${server.port}/oauth/login/naver`,
    authorizeUrl: env.NAVER_AUTHORIZE_URL,
    tokenUrl: env.NAVER_TOKEN_URL,
    profileUrl: env.NAVER_PROFILE_URL,
  };
  if (mode === 'off') return { mode, clientId: undefined, clientSecret: '', ...configured };
  if (mode === 'naver') return { mode, clientId: env.NAVER_CLIENT_ID, clientSecret: env.NAVER_CLIENT_SECRET ?? '', ...configured };
  // The sandbox is mounted on loopback only: the browser goes to localhost, the server calls itself on the
  // address it listens on (not "localhost", which may resolve to the other of 127.0.0.1 and ::1).
  const serverHost = server.host === 'localhost' ? '127.0.0.1' : server.host.includes(':') ? `[${server.host}]` : server.host;
  const browserBase = `http://localhost:${server.port}${NAVER_SANDBOX_PATH}`;
  const serverBase = `http://${serverHost}:${server.port}${NAVER_SANDBOX_PATH}`;
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
