import { Controller, type DynamicModule, Get, Logger, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { drainState } from '../../src/shared/infrastructure/shutdown/drain-state';
import { createTestApp } from '../support/test-app';
import { expectInjectedServerFaults } from '../support/openapi/response-mismatches';

/** A route that logs through Nest's Logger and then fails: both lines must carry the request's id. */
@Controller('api/log-probe')
class LogProbeController {
  private readonly logger = new Logger('LogProbe');

  @Get()
  fail(): never {
    this.logger.log('about to fail');
    throw new Error('probe failure');
  }
}

@Module({ controllers: [LogProbeController] })
class LogProbeModule {}

const SECRETS = {
  sessionCookie: 'eyJhbGciOiJIUzI1NiJ9.session-secret-value',
  csrfSeed: 'csrf-seed-secret-value-0123456789abcdefghij',
  csrfToken: 'csrf-token-secret-value',
  authorization: 'Bearer authorization-secret-value',
  code: 'oauth-code-secret-value',
  state: 'oauth-state-secret-value',
  accessToken: 'access-token-secret-value',
};

describe('request logs', () => {
  let app: NestFastifyApplication;
  const lines: string[] = [];
  const logged = () => lines.join('');
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { req?: { id?: string; url?: string } });

  beforeAll(async () => {
    const forRoot = AppModule.forRoot.bind(AppModule);
    const spy = jest.spyOn(AppModule, 'forRoot').mockImplementation((config, options) => {
      const root: DynamicModule = forRoot(config, options);
      return { ...root, imports: [...(root.imports ?? []), LogProbeModule] };
    });
    try {
      app = await createTestApp({ LOG_LEVEL: 'info', SEED_DEMO: 'false' }, { logDestination: { write: (line: string) => void lines.push(line) } });
    } finally {
      spy.mockRestore();
    }
  });

  afterAll(async () => {
    await app.close();
  });

  beforeEach(() => {
    lines.length = 0;
  });

  it('a logged request line holds no cookie, anti-forgery token, Authorization, code, state or access token', async () => {
    const cookie = `shop_session=${SECRETS.sessionCookie}; shop_csrf=${SECRETS.csrfSeed}`;
    const headers = { cookie, 'x-csrf-token': SECRETS.csrfToken, authorization: SECRETS.authorization };
    await request(app.getHttpServer()).get('/api/login/naver-token').query({ code: SECRETS.code, state: SECRETS.state }).set(headers);
    await request(app.getHttpServer()).get('/api/login/naver').query({ accessToken: SECRETS.accessToken }).set(headers);
    await request(app.getHttpServer()).get('/oauth/login/naver').query({ code: SECRETS.code, state: SECRETS.state }).set(headers);
    await request(app.getHttpServer()).post('/api/member/login.php').set(headers).send({});
    const completed = records().filter((record) => record.msg === 'request completed');
    expect(completed).toHaveLength(4);
    expect(completed.map((record) => record.req?.url)).toEqual([
      expect.stringMatching(/^\/api\/login\/naver-token\?code=\[redacted\]&state=\[redacted\]$/),
      '/api/login/naver?accessToken=[redacted]',
      '/oauth/login/naver?code=[redacted]&state=[redacted]',
      '/api/member/login.php',
    ]);
    for (const secret of Object.values(SECRETS)) expect(logged()).not.toContain(secret);
    expect(logged()).not.toMatch(/code=(?!\[redacted\])/);
  });

  it("a staff search's phone or e-mail never reaches the log: the API's q and the console page's q are blanked", async () => {
    const phone = '010-4321-8765';
    const email = 'search.secret@example.com';
    await request(app.getHttpServer()).get('/api/order').query({ q: phone, tab: 'paid' }).set('accept', 'application/json');
    await request(app.getHttpServer()).get('/api/order/export.csv').query({ q: email, method: 'card' });
    await request(app.getHttpServer()).get('/api/order/tab-counts').query({ q: phone });
    await request(app.getHttpServer()).get('/admin/payment').query({ q: email, tab: 'making' });
    const urls = records()
      .filter((record) => record.msg === 'request completed')
      .map((record) => record.req?.url);
    expect(urls).toEqual([
      '/api/order?q=[redacted]&tab=paid',
      '/api/order/export.csv?q=[redacted]&method=card',
      '/api/order/tab-counts?q=[redacted]',
      '/admin/payment?q=[redacted]&tab=making',
    ]);
    for (const secret of [phone, encodeURIComponent(phone), email, encodeURIComponent(email), '01043218765']) expect(logged()).not.toContain(secret);
  });

  it('Nest\'s own lines carry the request id of the request they belong to', async () => {
    expectInjectedServerFaults();
    const answer = await request(app.getHttpServer()).get('/api/log-probe').expect(500);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = records().filter((record) => record.req?.id === id);

    expect(mine.map((record) => record.msg)).toEqual(expect.arrayContaining(['about to fail', 'request errored']));
    expect(mine.some((record) => record.context === 'Exceptions' && String(record.err).includes('probe failure'))).toBe(true);
  });

  it('readiness answering 503 while draining is logged as a warning with Connection: close; a server fault stays an error', async () => {
    drainState.draining = true;
    try {
      const answer = await request(app.getHttpServer()).get('/health/ready').expect(503);
      expect(answer.headers.connection).toBe('close');
      const line = records().find((record) => record.req?.id === answer.headers['x-request-id'] && record.res !== undefined);
      expect(line).toMatchObject({ level: 40 });
    } finally {
      drainState.draining = false;
    }
    expectInjectedServerFaults();
    const fault = await request(app.getHttpServer()).get('/api/log-probe').expect(500);
    expect(records().find((record) => record.req?.id === fault.headers['x-request-id'] && record.msg === 'request errored')).toMatchObject({ level: 50 });
  });

  it('a failed query is logged with its statement and code, never its parameters', async () => {
    const secretEmail = 'secret.member@example.com';
    const secretHash = '$argon2id$v=19$m=65536,t=3,p=4$secret-hash';
    await expect(app.get(DataSource).query('INSERT INTO "no_such_table" ("email", "password_hash") VALUES ($1, $2)', [secretEmail, secretHash])).rejects.toThrow();
    const failure = records().find((record) => record.msg === 'query failed');
    expect(failure).toMatchObject({ code: '42P01', statement: expect.stringContaining('INSERT INTO "no_such_table"') });
    expect(logged()).not.toContain(secretEmail);
    expect(logged()).not.toContain('secret-hash');
  });
});
