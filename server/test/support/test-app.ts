import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import type { AppModuleOptions } from '../../src/app.module';
import { loadAppConfig } from '../../src/config/app-config';
import { checkAnswersAgainstDocument } from './openapi/check-answers-against-document';

/**
 * The real application, on the run's database (DATABASE_URL from global-setup), with the
 * demo catalog seeded and no built client. `env` overrides any of that (another
 * DATABASE_URL, SEED_DEMO=false, ...). Close it in afterAll. Every /api answer it gives is
 * checked against the OpenAPI document (test/support/openapi): a difference fails the test.
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: AppModuleOptions = {}): Promise<NestFastifyApplication> {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set: run the contract suites through jest (globalSetup)');
  const config = loadAppConfig(testAppEnv(env));
  const app = await createApp(config, options);
  const documentCheck = checkAnswersAgainstDocument(app);
  try {
    await app.init();
  } catch (error) {
    // A start refused half-way (a bad setting found at bootstrap) has started workers already: stop them too.
    await app.close().catch(() => undefined);
    throw error;
  }
  await app.getHttpAdapter().getInstance().ready();
  await documentCheck.load();
  return app;
}

/** The environment a suite's app starts with: the process's, the tests' settings, then `env` over both. */
export function testAppEnv(env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  // Refunds retry once, at once (production: 5 more tries over about 15 minutes), so a failing provider is seen failed quickly.
  const refunds = { PAYMENT_REFUND_RETRY_LIMIT: '1', PAYMENT_REFUND_RETRY_DELAY_SECONDS: '0' };
  const given: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'true', CLIENT_DIST: '/nonexistent', TRUST_PROXY: 'true', ...refunds, ...env };
  // Passwords hashed at the tests' low cost, unless a suite starts the app as production or development (where the
  // configuration refuses it).
  if (given.NODE_ENV === 'test' && given.PASSWORD_HASH_COST === undefined) given.PASSWORD_HASH_COST = 'test';
  return given;
}

export interface CsrfCredentials {
  /** The `shop_csrf=...` pair (`__Host-shop_csrf=...` in production) to send as the Cookie header. */
  cookie: string;
  /** The token to send as the X-CSRF-TOKEN header. */
  token: string;
  headers: { cookie: string; 'x-csrf-token': string };
}

/** Fetches an anti-forgery token and its cookie, for POST, PUT, PATCH and DELETE calls. */
export async function csrf(agent: ReturnType<typeof request>): Promise<CsrfCredentials> {
  const response = await agent.get('/api/csrf-token').expect(200);
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const pair = setCookie.map((header) => header.split(';')[0]).find((value) => /^(__Host-)?shop_csrf=/.test(value));
  if (!pair) throw new Error('GET /api/csrf-token set no shop_csrf cookie');
  const token = (response.body as { token: string }).token;
  return { cookie: pair, token, headers: { cookie: pair, 'x-csrf-token': token } };
}
