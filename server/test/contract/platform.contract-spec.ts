import { Controller, type DynamicModule, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiCreatedResponse } from '@nestjs/swagger';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { done } from '../../src/shared/http/envelope';
import { expectFailure, expectSuccess, type Agent } from '../support/catalog-expectations';
import { createTestApp, csrf } from '../support/test-app';

/**
 * A state-changing route for this suite only: the application has no POST route of its
 * own yet, and an unmatched path never reaches a guard (it is a 404 before routing).
 */
@Controller('api/contract-probe')
class ContractProbeController {
  @Post()
  @ApiCreatedResponse({ schema: { type: 'object', required: ['result', 'message'], properties: { result: { type: 'string' }, message: { type: 'string' } } } })
  echo() {
    return done();
  }
}

@Module({ controllers: [ContractProbeController] })
class ContractProbeModule {}

const CATALOG_PATHS = [
  '/api/goods/recom',
  '/api/goods/search_goods.php',
  '/api/goods/search.php',
  '/api/goods/category.php',
  '/api/goods/best.php',
  '/api/goods/index.php',
  '/api/goods/{goodsId}/reviews',
  '/api/banner.php',
  '/api/goods',
  '/api/goods/category',
  '/api/banner',
  '/api/banner/{id}',
];

describe('platform', () => {
  let app: NestFastifyApplication;
  let agent: Agent;

  beforeAll(async () => {
    // The real AppModule, plus the probe route: createApp builds whatever AppModule.forRoot returns.
    const forRoot = AppModule.forRoot.bind(AppModule);
    const spy = jest.spyOn(AppModule, 'forRoot').mockImplementation((config) => {
      const root: DynamicModule = forRoot(config);
      return { ...root, imports: [...(root.imports ?? []), ContractProbeModule] };
    });
    try {
      app = await createTestApp();
    } finally {
      spy.mockRestore();
    }
    agent = request(app.getHttpServer());
  });

  afterAll(async () => {
    await app.close();
  });

  describe('anti-forgery token', () => {
    it('GET /api/csrf-token answers the token under token and sets the cookie', async () => {
      const response = await agent.get('/api/csrf-token').expect(200);
      expectSuccess(response.body, 'token');
      expect(String(response.headers['set-cookie'])).toMatch(/shop_csrf=[A-Za-z0-9_-]{43}; .*HttpOnly/i);
    });

    it('refuses a POST without the token: 403, result 4030', async () => {
      const response = await agent.post('/api/contract-probe').send({ hello: 'world' }).expect(403);
      expectFailure(response.body, '4030', 'COMMON.CSRF_TOKEN_INVALID');
    });

    it('refuses a token without its cookie, and a token of another cookie', async () => {
      const mine = await csrf(agent);
      const theirs = await csrf(agent);
      expect(mine.cookie).not.toBe(theirs.cookie);
      await agent.post('/api/contract-probe').set('x-csrf-token', mine.token).send({}).expect(403);
      await agent.post('/api/contract-probe').set({ cookie: theirs.cookie, 'x-csrf-token': mine.token }).send({}).expect(403);
    });

    it('lets a POST with the cookie and its token through the guard', async () => {
      const credentials = await csrf(agent);
      const response = await agent.post('/api/contract-probe').set(credentials.headers).send({ hello: 'world' }).expect(201);
      expect(response.body).toEqual({ result: '0000', message: '정상 처리되었습니다.' });
      // An unknown path with a valid token is simply not found.
      const missing = await agent.post('/api/no-such-thing').set(credentials.headers).send({}).expect(404);
      expectFailure(missing.body, '4040', 'COMMON.NOT_FOUND');
    });
  });

  it('answers an unknown /api path with the 404 envelope', async () => {
    for (const path of ['/api/no-such-thing', '/api/goods/recom/extra', '/api/goods/1/reviews/extra']) {
      const response = await agent.get(path).expect(404);
      expectFailure(response.body, '4040', 'COMMON.NOT_FOUND');
      expect(response.body.message).toBe('요청하신 경로를 찾을 수 없습니다.');
    }
  });

  it('GET /health/ready is 200 while the database answers', async () => {
    const response = await agent.get('/health/ready').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.info.database.status).toBe('up');
  });

  it('/api/docs-json documents every catalog call as a GET', async () => {
    const response = await agent.get('/api/docs-json').expect(200);
    const paths = response.body.paths as Record<string, Record<string, unknown>>;
    for (const path of CATALOG_PATHS) {
      expect(paths).toHaveProperty([path]);
      expect(paths[path]).toHaveProperty('get');
    }
  });
});

describe('platform: transport', () => {
  let app: NestFastifyApplication;
  let agent: Agent;

  beforeAll(async () => {
    app = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
    agent = request(app.getHttpServer());
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a body over the limit with 413 and the envelope, before anything runs', async () => {
    const credentials = await csrf(agent);
    const response = await agent
      .post('/api/member/login.php')
      .set(credentials.headers)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(4096) }))
      .expect(413);
    expectFailure(response.body, '4130', 'COMMON.TOO_LARGE');
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const credentials = await csrf(agent);
    const response = await agent
      .post('/api/member/login.php')
      .set(credentials.headers)
      .set('content-type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expectFailure(response.body, '4000', 'COMMON.INVALID');
  });

  it('tags every answer with a request id, keeping the caller’s only when it is a UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const fresh = await agent.get('/api/banner.php').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(uuid);
    const callers = '0b7c4a52-3f1e-4d7a-9c1b-2e5f6a7b8c9d';
    const kept = await agent.get('/api/banner.php').set('x-request-id', callers).expect(200);
    expect(kept.headers['x-request-id']).toBe(callers);
    for (const forged of ['trace-abc-123', `${callers} injected`, 'x'.repeat(500)]) {
      const replaced = await agent.get('/api/banner.php').set('x-request-id', forged).expect(200);
      expect(replaced.headers['x-request-id']).toMatch(uuid);
      expect(replaced.headers['x-request-id']).not.toBe(forged);
    }
  });

  it('sends the security headers and a same-origin Content-Security-Policy', async () => {
    const response = await agent.get('/some/storefront/page').expect(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    // The shipment step's postcode search: its script and its search frame, over https only.
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/t1\.daumcdn\.net/);
    expect(response.headers['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/postcode\.map\.daum\.net/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('platform: the storefront', () => {
  let app: NestFastifyApplication;
  let agent: Agent;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("storefront")');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await createTestApp({ CLIENT_DIST: dist });
    agent = request(app.getHttpServer());
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('renders index.html for any page path, with the anti-forgery token of the cookie it sets', async () => {
    for (const path of ['/', '/bags/3', '/no/such/page?x=1']) {
      const response = await agent.get(path).expect(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const token = /<meta name="csrf-token" content="([A-Za-z0-9_-]{43})">/.exec(response.text)?.[1];
      expect(token).toBeDefined();
      expect(response.text).toContain('<div id="root"></div>');
      const cookie = String(response.headers['set-cookie']).split(';')[0];
      // The token from the page opens the API for that browser.
      const login = await agent.post('/api/member/login.php').set({ cookie, 'x-csrf-token': token as string }).send({});
      expect(login.status).not.toBe(403);
    }
  });

  it('serves built files with a long cache, the favicon for an hour, and index.html only through the renderer', async () => {
    const asset = await agent.get('/assets/app-1234.js').expect(200);
    expect(asset.text).toBe('console.log("storefront")');
    expect(asset.headers['cache-control']).toContain('immutable');
    // Asked for again on the SPA's navigations: kept for an hour rather than revalidated each time.
    const favicon = await agent.get('/favicon.svg').expect(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    const raw = await agent.get('/index.html').expect(200);
    expect(raw.text).toContain('name="csrf-token"');
  });
});
