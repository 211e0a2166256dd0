import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer } from 'node:net';
import request from 'supertest';
import { APP_CONFIG, type AppConfig, ConfigError, loadAppConfig } from '../../src/config/app-config';
import { TestBrowser, uniqueEmail } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';
import { PRODUCTION_SETTINGS } from '../../src/config/testing/production-env';

/** A port free right now: the sandbox's URLs derive from PORT, so the app must know its port before it is built. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The form a browser would submit from the consent page: its action, and every field with its value. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error('no form on the consent page');
  const unescape = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="[a-z]+" name="([a-z_]+)" value="([^"]*)"/g)) fields[name] = unescape(value);
  fields.gender = /<option value="([MF]?)" selected>/.exec(html)?.[1] ?? '';
  return { action, fields };
}

describe('the Naver sandbox (NODE_ENV=development, no client id), through the real adapter over HTTP', () => {
  let app: NestFastifyApplication;
  let port: number;
  let callback: string;

  beforeAll(async () => {
    port = await freePort();
    callback = `http://localhost:${port}/oauth/login/naver`;
    app = await createTestApp({ NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    // The adapter calls the token and profile endpoints at http://127.0.0.1:<port>: the app must really listen.
    await app.listen(port, '127.0.0.1');
  });
  afterAll(async () => {
    await app.close();
  });

  const server = () => app.getHttpServer();

  /** The shop's authorize call, then the sandbox's consent page for the URL it answered. */
  async function openConsentPage(browser: TestBrowser) {
    const started = await browser.get('/api/login/naver/authorize');
    const url = new URL((started.body.dto as { url: string }).url);
    const page = await request(server()).get(`${url.pathname}${url.search}`);
    return { started, url, state: url.searchParams.get('state') ?? '', page };
  }

  /** Agrees on the consent page (with the e-mail changed) and follows the redirect through the two shop calls. */
  async function loginThroughSandbox(browser: TestBrowser, email: string) {
    const { state, page } = await openConsentPage(browser);
    const form = formOf(page.text);
    const decided = await request(server()).post(form.action).type('form').send({ ...form.fields, email, action: 'agree' });
    const back = new URL(decided.headers.location as string);
    const tokens = await browser.get('/api/login/naver-token', { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' });
    const login = await browser.get('/api/login/naver', { accessToken: tokens.body.accessToken as string, refreshToken: tokens.body.refreshToken as string });
    return { state, decided, back, tokens, login };
  }

  it('answers the sandbox\'s authorize URL, with client id "sandbox", the callback and a fresh state', async () => {
    const browser = new TestBrowser(app);
    const { started, url, state } = await openConsentPage(browser);
    expect(started.body).toMatchObject({ result: '0000', dto: { enabled: true } });
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:${port}/dev/naver-sandbox/oauth2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ response_type: 'code', client_id: 'sandbox', redirect_uri: callback });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.cookie('shop_naver_state')).toBe(state);
  });

  it('renders a consent page with demo values and the request kept in hidden fields', async () => {
    const { page, state } = await openConsentPage(new TestBrowser(app));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' http://localhost:${port}`);
    expect(page.text).toContain('네이버 로그인 (개발용 샌드박스)');
    const form = formOf(page.text);
    expect(form.action).toBe('/dev/naver-sandbox/oauth2.0/authorize');
    expect(form.fields).toEqual({
      response_type: 'code',
      client_id: 'sandbox',
      redirect_uri: callback,
      state,
      email: 'naver.demo@example.com',
      name: '김네이버',
      birth: '1995-03-14',
      mobile: '010-1234-5678',
      gender: '',
    });
    expect(page.text).toMatch(/<button type="submit" name="action" value="cancel"[^>]*>취소<\/button>/);
  });

  it('logs a new member in with what was typed, and the same member the next time', async () => {
    const email = uniqueEmail('sandbox');
    const browser = new TestBrowser(app);
    const first = await loginThroughSandbox(browser, email);
    expect(first.decided.status).toBe(302);
    expect(`${first.back.origin}${first.back.pathname}`).toBe(callback);
    expect(first.back.searchParams.get('state')).toBe(first.state);
    expect(first.back.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.tokens.status).toBe(200);
    expect(first.tokens.body).toMatchObject({ result: '0000', accessToken: expect.stringMatching(/^AAAA/), refreshToken: expect.any(String) });
    expect(first.login.status).toBe(200);
    expect(first.login.body).toMatchObject({ result: '0000', id: expect.any(Number), email, memberName: '김네이버', birth: '1995-03-14', phone: '01012345678', sex: null });
    expect(first.login.setCookies.find((cookie) => cookie.startsWith('shop_session='))).toMatch(/HttpOnly/i);
    expect((await browser.get('/api/member/index.php', { memid: first.login.body.id as number })).status).toBe(200);

    const second = await loginThroughSandbox(new TestBrowser(app), email.toUpperCase());
    expect(second.login.status).toBe(200);
    expect(second.login.body.id).toBe(first.login.body.id);

    const someoneElse = await loginThroughSandbox(new TestBrowser(app), uniqueEmail('sandbox'));
    expect(someoneElse.login.status).toBe(200);
    expect(someoneElse.login.body.id).not.toBe(first.login.body.id);
  });

  it('sends the browser back with error=access_denied and no code on cancel', async () => {
    const browser = new TestBrowser(app);
    const { page, state } = await openConsentPage(browser);
    const cancelled = await request(server()).post(formOf(page.text).action).type('form').send({ ...formOf(page.text).fields, action: 'cancel' });
    expect(cancelled.status).toBe(302);
    const back = new URL(cancelled.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(callback);
    expect(Object.fromEntries(back.searchParams)).toEqual({ state, error: 'access_denied', error_description: 'Canceled By User' });
    expect(browser.cookie('shop_session')).toBeUndefined();
  });

  it('redisplays the form, without redirecting, when what was typed is not valid', async () => {
    const { page } = await openConsentPage(new TestBrowser(app));
    const refused = await request(server()).post('/dev/naver-sandbox/oauth2.0/authorize').type('form').send({ ...formOf(page.text).fields, mobile: '12345', action: 'agree' });
    expect(refused.status).toBe(400);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.text).toContain('휴대전화번호는 010-1234-5678 형식으로 입력해주세요.');
    expect(formOf(refused.text).fields.mobile).toBe('12345');
  });

  it('checks client_id, redirect_uri, response_type and state as Naver does, with an error page and no redirect', async () => {
    const { url } = await openConsentPage(new TestBrowser(app));
    const valid = Object.fromEntries(url.searchParams);
    for (const [change, reason] of [
      [{ client_id: 'another-app' }, 'client_id'],
      [{ redirect_uri: 'https://evil.example/oauth/login/naver' }, 'redirect_uri'],
      [{ response_type: 'token' }, 'response_type'],
      [{ state: '' }, 'state'],
    ] as const) {
      const page = await request(server()).get('/dev/naver-sandbox/oauth2.0/authorize').query({ ...valid, ...change });
      expect(page.status).toBe(400);
      expect(page.text).toContain(reason);
      expect(page.text).not.toContain('<form');
      const posted = await request(server()).post('/dev/naver-sandbox/oauth2.0/authorize').type('form').send({ ...valid, ...change, name: '김네이버', action: 'agree' });
      expect(posted.status).toBe(400);
      expect(posted.headers.location).toBeUndefined();
    }
  });

  it('answers the token and profile endpoints in Naver\'s shapes: a code once, with the right secret and its state', async () => {
    const { page, state } = await openConsentPage(new TestBrowser(app));
    const decided = await request(server()).post('/dev/naver-sandbox/oauth2.0/authorize').type('form').send({ ...formOf(page.text).fields, action: 'agree' });
    const code = new URL(decided.headers.location as string).searchParams.get('code') ?? '';
    const secret = app.get<AppConfig>(APP_CONFIG).naver.clientSecret;
    const form = { grant_type: 'authorization_code', client_id: 'sandbox', client_secret: secret, code, state };
    const token = (change: Record<string, string>) => request(server()).post('/dev/naver-sandbox/oauth2.0/token').type('form').send({ ...form, ...change });

    expect((await token({ client_secret: 'wrong-secret' })).body).toEqual({ error: 'invalid_request', error_description: 'wrong client id / client secret pair' });
    expect((await token({ client_id: 'another-app' })).body).toMatchObject({ error: 'invalid_request' });
    expect((await token({ grant_type: 'refresh_token' })).body).toMatchObject({ error: 'unsupported_grant_type' });
    const issued = await token({});
    expect(issued.status).toBe(200);
    expect(issued.body).toEqual({ access_token: expect.stringMatching(/^AAAA/), refresh_token: expect.any(String), token_type: 'bearer', expires_in: '3600' });
    const spent = await token({});
    expect(spent.status).toBe(200);
    expect(spent.body).toEqual({ error: 'invalid_request', error_description: 'no valid data in session' });

    const me = await request(server()).get('/dev/naver-sandbox/v1/nid/me').set('authorization', `Bearer ${issued.body.access_token as string}`);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      resultcode: '00',
      message: 'success',
      response: {
        id: expect.stringMatching(/^sandbox-/),
        email: 'naver.demo@example.com',
        name: '김네이버',
        nickname: '김네이버',
        birthyear: '1995',
        birthday: '03-14',
        mobile: '010-1234-5678',
        mobile_e164: '+821012345678',
      },
    });
    const withoutScheme = await request(server()).get('/dev/naver-sandbox/v1/nid/me').set('authorization', issued.body.access_token as string);
    expect(withoutScheme.status).toBe(401);
    const stranger = await request(server()).get('/dev/naver-sandbox/v1/nid/me').set('authorization', 'Bearer not-a-token');
    expect(stranger.status).toBe(401);
    expect(stranger.body).toEqual({ resultcode: '024', message: 'Authentication failed / 인증에 실패했습니다.' });
  });

  it('accepts the token call as a GET with query parameters too, and refuses a code issued for another state', async () => {
    const { page, state } = await openConsentPage(new TestBrowser(app));
    const decided = await request(server()).post('/dev/naver-sandbox/oauth2.0/authorize').type('form').send({ ...formOf(page.text).fields, action: 'agree' });
    const code = new URL(decided.headers.location as string).searchParams.get('code') ?? '';
    const query = { grant_type: 'authorization_code', client_id: 'sandbox', client_secret: app.get<AppConfig>(APP_CONFIG).naver.clientSecret, code };
    expect((await request(server()).get('/dev/naver-sandbox/oauth2.0/token').query({ ...query, state: 'another-state' })).body).toMatchObject({ error: 'invalid_request' });

    const second = await openConsentPage(new TestBrowser(app));
    const again = await request(server()).post('/dev/naver-sandbox/oauth2.0/authorize').type('form').send({ ...formOf(second.page.text).fields, action: 'agree' });
    const fresh = new URL(again.headers.location as string).searchParams.get('code') ?? '';
    expect((await request(server()).get('/dev/naver-sandbox/oauth2.0/token').query({ ...query, code: fresh, state: second.state })).body).toMatchObject({ token_type: 'bearer' });
    expect(state).not.toBe(second.state);
  });

  it('makes the shop answer 401 when the sandbox refuses the code, as with Naver', async () => {
    const browser = new TestBrowser(app);
    const started = await openConsentPage(browser);
    const refused = await browser.get('/api/login/naver-token', { code: 'made-up-code', state: started.state });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ result: '4010', code: 'MEMBERSHIP.NAVER_LOGIN_FAILED' });
    expect(browser.cookie('shop_session')).toBeUndefined();
  });

  it('leaves out the Swagger document', async () => {
    const document = (await request(server()).get('/api/docs-json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.includes('naver-sandbox'))).toEqual([]);
  });
});

describe('the Naver sandbox elsewhere', () => {
  it('is not mounted, and Naver login is off, in NODE_ENV=test without a client id', async () => {
    const app = await createTestApp({ SEED_DEMO: 'false' });
    try {
      const started = await new TestBrowser(app).get('/api/login/naver/authorize');
      expect(started.body).toMatchObject({ result: '0000', dto: { enabled: false, url: null } });
      const page = await request(app.getHttpServer()).get('/dev/naver-sandbox/oauth2.0/authorize').query({ response_type: 'code', client_id: 'sandbox', state: 's' });
      // Not the sandbox: the path falls through to the storefront like any unknown page.
      expect(page.text).not.toContain('샌드박스');
      expect((await request(app.getHttpServer()).post('/dev/naver-sandbox/oauth2.0/token').type('form').send({ grant_type: 'authorization_code' })).status).toBe(404);
      expect((await request(app.getHttpServer()).get('/dev/naver-sandbox/v1/nid/me')).text).not.toContain('resultcode');
    } finally {
      await app.close();
    }
  });

  it('is not mounted in production by default', async () => {
    const app = await createTestApp({ ...PRODUCTION_SETTINGS, LOG_LEVEL: 'silent' });
    try {
      expect((await new TestBrowser(app).get('/api/login/naver/authorize')).body).toMatchObject({ dto: { enabled: false, url: null } });
      expect((await request(app.getHttpServer()).get('/dev/naver-sandbox/oauth2.0/authorize')).text).not.toContain('샌드박스');
    } finally {
      await app.close();
    }
  });

  it('is a configuration error when asked for in production', async () => {
    const production = { ...PRODUCTION_SETTINGS, NAVER_MODE: 'sandbox' };
    expect(() => loadAppConfig(production)).toThrow(ConfigError);
    await expect(createTestApp(production)).rejects.toThrow(/NAVER_MODE=sandbox is refused in production/);
  });
});
