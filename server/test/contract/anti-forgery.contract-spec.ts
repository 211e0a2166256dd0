import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { signUpMember, TestBrowser, type SignedUp } from '../support/membership-helpers';
import { createTestApp, csrf } from '../support/test-app';

/**
 * The anti-forgery guard decides by the handler that matched, never by the URL's spelling; the API reads JSON only;
 * a mutating request from another site is refused even with a token; logout is a POST with the token, and the
 * spec's GET logout refuses a cross-site request.
 */
describe('anti-forgery and cross-site requests', () => {
  let app: NestFastifyApplication;
  let member: SignedUp;
  const server = () => app.getHttpServer();

  beforeAll(async () => {
    app = await createTestApp({ SEED_DEMO: 'false' });
    member = await signUpMember(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const LOGIN_SPELLINGS = [
    '/api/member/login.php',
    '/%61pi/member/login.php',
    '/%61%70%69/member/login.php',
    '/api/%6dember/login.php',
    '/api/member/login%2Ephp',
    '/api/member/login.php?',
    '/api/member/login.php?next=/',
  ];

  it('never logs in without the token, however the path is spelled and whatever the body type', async () => {
    const credentials = { email: member.email, password: member.password };
    for (const path of LOGIN_SPELLINGS) {
      const asForm = await request(server()).post(path).type('form').send(credentials);
      const asJson = await request(server()).post(path).send(credentials);
      const asText = await request(server()).post(path).set('content-type', 'text/plain').send(JSON.stringify(credentials));
      for (const answer of [asForm, asJson, asText]) {
        expect({ path, status: answer.status }).not.toEqual({ path, status: 200 });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('shop_session=');
        expect(answer.body.result).not.toBe('0000');
      }
      expect(asJson.status).toBe(403);
      expect(asJson.body).toMatchObject({ result: '4030', code: 'COMMON.CSRF_TOKEN_INVALID' });
    }
  });

  it('answers a body that is not JSON with 415 in the envelope, even with the token', async () => {
    const { headers } = await csrf(request(server()));
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const answer = await request(server()).post('/api/member/login.php').set(headers).set('content-type', type).send('email=a%40b.co&password=x');
      expect({ type, status: answer.status }).toEqual({ type, status: 415 });
      expect(answer.body).toMatchObject({ result: '4150', code: 'COMMON.UNSUPPORTED_MEDIA_TYPE', message: '지원하지 않는 요청 형식입니다. JSON으로 보내주세요.' });
    }
    const json = await request(server()).post('/api/member/login.php').set(headers).send({ email: member.email, password: member.password });
    expect(json.status).toBe(200);
  });

  it('refuses a mutating request from another site, token or not', async () => {
    const { headers } = await csrf(request(server()));
    const body = { email: member.email, password: member.password };
    const crossSite = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'null' }, { origin: 'http://127.0.0.1.evil.example' }];
    for (const signals of crossSite) {
      const answer = await request(server()).post('/api/member/login.php').set(headers).set(signals).send(body);
      expect({ signals, status: answer.status }).toEqual({ signals, status: 403 });
      expect(answer.body).toMatchObject({ result: '4030', code: 'COMMON.CROSS_SITE_REFUSED' });
      expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('shop_session=');
    }
  });

  it('lets the shop\'s own page through: Origin of the host the request came to, Sec-Fetch-Site same-origin', async () => {
    const { headers } = await csrf(request(server()));
    const body = { email: member.email, password: member.password };
    const call = () => request(server()).post('/api/member/login.php').set(headers).set('host', 'shop.example');
    expect((await call().set({ origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' }).send(body)).status).toBe(200);
    expect((await call().set({ origin: 'https://shop.example:8443' }).send(body)).status).toBe(403);
    expect((await call().set({ 'sec-fetch-site': 'same-site' }).send(body)).status).toBe(200);
  });

  describe('logout', () => {
    it('POST /api/logout needs the token, takes no body, and ends the session', async () => {
      const { browser, id } = await signUpMember(app);
      const me = () => browser.get('/api/member/index.php', { memid: id });
      expect((await me()).status).toBe(200);
      const withoutToken = await browser.clone().post('/api/logout', {}, { csrf: false });
      expect(withoutToken.status).toBe(403);
      expect((await me()).status).toBe(200);
      // No body and no content type, as the client sends it.
      const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const { token } = await csrfFor(cookie);
      const answer = await request(server()).post('/api/logout').set({ cookie, 'x-csrf-token': token });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ result: '0000' });
      expect((await me()).status).toBe(401);
    });

    it('the spec\'s GET /api/logout still works from the shop, and refuses another site', async () => {
      const { browser, id } = await signUpMember(app);
      const me = () => browser.get('/api/member/index.php', { memid: id });
      for (const signals of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
        const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        for (const path of ['/api/logout', '/api/logout.php', '/%61pi/logout']) {
          const refused = await request(server()).get(path).set({ cookie, ...signals });
          expect({ path, status: refused.status }).toEqual({ path, status: 403 });
        }
        expect((await me()).status).toBe(200);
      }
      expect((await browser.get('/api/logout')).status).toBe(200);
      expect((await me()).status).toBe(401);
    });
  });

  /** A token for an existing csrf cookie in `cookie`: the page would carry it; here GET /api/csrf-token gives it. */
  async function csrfFor(cookie: string): Promise<{ token: string }> {
    const answer = await request(server()).get('/api/csrf-token').set('cookie', cookie).expect(200);
    return { token: (answer.body as { token: string }).token };
  }

  it('needs the token on every POST, PUT, PATCH and DELETE a controller answers', async () => {
    const browser = new TestBrowser(app);
    for (const [method, path] of [
      ['post', '/api/send-one.php'],
      ['post', '/api/verification/confirm'],
      ['post', '/api/member.php'],
      ['put', '/api/member.php'],
      ['put', '/api/member/consents'],
      ['post', '/api/send-id.php'],
      ['post', '/api/send-pw.php'],
      ['post', '/api/member/check-pass.php'],
      ['post', '/api/member/change-pass.php'],
      ['post', '/api/logout'],
    ] as const) {
      const answer = await (method === 'post' ? browser.post(path, {}, { csrf: false }) : browser.put(path, {}, { csrf: false }));
      expect({ method, path, status: answer.status, code: answer.body.code }).toEqual({ method, path, status: 403, code: 'COMMON.CSRF_TOKEN_INVALID' });
    }
  });
});
