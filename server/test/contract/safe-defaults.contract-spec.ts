import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { signUpMember, TestBrowser } from '../support/membership-helpers';
import { createTestApp, csrf } from '../support/test-app';
import { PRODUCTION_SETTINGS } from '../../src/config/testing/production-env';

const PRODUCTION = { ...PRODUCTION_SETTINGS, SEED_DEMO: 'false', LOG_LEVEL: 'silent' };

async function withApp(env: NodeJS.ProcessEnv, run: (app: NestFastifyApplication) => Promise<void>): Promise<void> {
  const app = await createTestApp({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

describe('the development pages are mounted only on loopback', () => {
  it('development on 127.0.0.1: the SMS outbox and the Naver sandbox answer', async () => {
    await withApp({ NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '3999' }, async (app) => {
      expect((await request(app.getHttpServer()).get('/dev/sms-outbox')).text).toContain('SMS outbox');
      const authorize = await request(app.getHttpServer())
        .get('/dev/naver-sandbox/oauth2.0/authorize')
        .query({ response_type: 'code', client_id: 'sandbox', state: 's', redirect_uri: 'http://localhost:3999/oauth/login/naver' });
      expect(authorize.text).toContain('샌드박스');
      const cardPage = await request(app.getHttpServer())
        .get('/dev/payment-sandbox')
        .query({ orderId: 'O-1', amount: '1000', goodsName: '지갑', returnUrl: '/api/payment-serverAuth.php', method: 'card' });
      expect(cardPage.text).toContain('샌드박스 결제');
    });
  });

  it('development on another interface: neither exists, and Naver login is off', async () => {
    for (const HOST of ['0.0.0.0', '192.168.0.7']) {
      await withApp({ NODE_ENV: 'development', HOST, PORT: '3999' }, async (app) => {
        expect((await request(app.getHttpServer()).get('/dev/sms-outbox')).text).not.toContain('SMS outbox');
        const token = await request(app.getHttpServer()).post('/dev/naver-sandbox/oauth2.0/token').type('form').send({ grant_type: 'authorization_code' });
        expect(token.status).toBe(404);
        const cardPost = await request(app.getHttpServer()).post('/dev/payment-sandbox/authorize').type('form').send({ orderId: 'O-1', amount: '1000', action: 'pay' });
        expect(cardPost.status).toBe(404);
        const started = await new TestBrowser(app).get('/api/login/naver/authorize');
        expect(started.body).toMatchObject({ result: '0000', dto: { enabled: false } });
      });
    }
  });
});

describe('cookies in production', () => {
  it('are __Host- prefixed and Secure even over plain http, and the token still works with them', async () => {
    await withApp(PRODUCTION, async (app) => {
      const issued = await request(app.getHttpServer()).get('/api/csrf-token').expect(200);
      const setCookie = String(issued.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-shop_csrf=[A-Za-z0-9_-]{43}; /);
      expect(setCookie).toMatch(/; Secure/i);
      expect(setCookie).toMatch(/; Path=\//i);
      expect(setCookie).not.toMatch(/Domain=/i);
      const cookie = setCookie.split(';')[0];
      const token = (issued.body as { token: string }).token;
      // Past the guard with the prefixed cookie: the body is what is refused, not the token.
      const login = await request(app.getHttpServer()).post('/api/member/login.php').set({ cookie, 'x-csrf-token': token }).send({});
      expect(login.status).toBe(400);
      // The plain name is not read in production.
      const plain = await request(app.getHttpServer()).post('/api/member/login.php').set({ cookie: cookie.replace('__Host-', ''), 'x-csrf-token': token }).send({});
      expect(plain.status).toBe(403);
    });
  });

  it('the session cookie is __Host-shop_session, Secure, and it is what logs the member in', async () => {
    // Signed up where the test outbox exists; production reads the same database.
    let member: { email: string; password: string; id: number } | undefined;
    await withApp({}, async (app) => {
      member = await signUpMember(app);
    });
    const { email, password, id } = member as { email: string; password: string; id: number };
    await withApp(PRODUCTION, async (app) => {
      const { headers } = await csrf(request(app.getHttpServer()));
      const login = await request(app.getHttpServer()).post('/api/member/login.php').set(headers).send({ email, password });
      expect(login.status).toBe(200);
      const setCookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
      const session = setCookies.find((header) => header.startsWith('__Host-shop_session='));
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/; HttpOnly/i);
      expect(session).toMatch(/; Path=\//i);
      expect(setCookies.some((header) => header.startsWith('shop_session='))).toBe(false);
      const cookie = `${headers.cookie}; ${String(session).split(';')[0]}`;
      expect((await request(app.getHttpServer()).get('/api/member/index.php').query({ memid: id }).set('cookie', cookie)).status).toBe(200);
    });
  });
});

describe('Cache-Control', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'silent' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('every API answer is no-store but the public catalog\'s: member, session, verification, errors', async () => {
    const member = await signUpMember(app);
    const answers = [
      await request(app.getHttpServer()).get('/api/csrf-token'),
      await request(app.getHttpServer()).get('/api/no-such-thing'),
      // A public catalog route refusing its input (public-cache.contract-spec.ts covers its successful answers).
      await request(app.getHttpServer()).get('/api/goods/category.php').query({ categoryId: 'x', page: 0, size: 10 }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    const mine = await request(app.getHttpServer())
      .get('/api/member/index.php')
      .query({ memid: member.id })
      .set('cookie', [...member.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const { headers } = await csrf(request(app.getHttpServer()));
    const login = await request(app.getHttpServer()).post('/api/member/login.php').set(headers).send({ email: member.email, password: member.password });
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const sent = await request(app.getHttpServer()).post('/api/send-one.php').set(headers).send({ to: '01000000000' });
    expect(sent.headers['cache-control']).toBe('no-store');
  });
});
