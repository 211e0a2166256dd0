import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { STAFF_ACTIVITY, type StaffActivityPort } from '../../src/shared/application/staff-activity.port';
import { ADMIN_LOGIN_MAX_PER_PAIR } from '../../src/modules/backoffice/domain/admin-login-limits';
import { sql } from '../support/database';
import { signUpMember, TestBrowser } from '../support/membership-helpers';
import { createStaffAccount, staffBrowser, staffPassword } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

/**
 * The back office's door: its own login and session cookie, roles checked per route, a member's session never
 * taken for staff, integrators' tokens by scope, and every change in the audit log.
 */
describe('back office access', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  /** An API token as the owner's screen would make it, written straight to the table (the screen comes later). */
  async function insertToken(scopes: string[], options: { expiresInMs?: number; revoked?: boolean } = {}): Promise<string> {
    const owner = await createStaffAccount(app, 'owner');
    const raw = `shop_${randomBytes(24).toString('base64url')}`;
    await sql(
      `INSERT INTO api_token (name, token_hash, token_prefix, scopes, expires_at, revoked_at, created_by, created_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision / 1000), $6, $7, now())`,
      [`partner-${raw.slice(5, 11)}`, createHash('sha256').update(raw).digest('hex'), raw.slice(0, 12), scopes, options.expiresInMs ?? 3_600_000, options.revoked ? new Date() : null, owner.id],
    );
    return raw;
  }

  describe('POST /api/admin/login', () => {
    it('logs staff in with a cookie of its own; /api/admin/me then names them', async () => {
      const account = await createStaffAccount(app, 'staff');
      const browser = new TestBrowser(app);
      const login = await browser.post('/api/admin/login', { email: account.email.toUpperCase(), password: account.password });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ result: '0000', dto: { id: account.id, email: account.email, name: 'staff 담당', role: 'staff' } });
      const cookie = login.setCookies.find((header) => header.startsWith('shop_admin_session='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(login.setCookies.some((header) => header.startsWith('shop_session='))).toBe(false);
      const me = await browser.get('/api/admin/me');
      expect(me.body).toMatchObject({ result: '0000', dto: { id: account.id, role: 'staff' } });
    });

    it('refuses a wrong password, an unknown e-mail and an account out of use with one message', async () => {
      const account = await createStaffAccount(app, 'staff');
      const unused = await createStaffAccount(app, 'owner', 'N');
      const browser = new TestBrowser(app);
      for (const body of [
        { email: account.email, password: `${account.password}x` },
        { email: `nobody.${account.email}`, password: account.password },
        { email: unused.email, password: unused.password },
      ]) {
        const answer = await browser.post('/api/admin/login', body);
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ result: '4010', code: 'BACKOFFICE.LOGIN_FAILED', message: '이메일 또는 비밀번호가 일치하지 않습니다.' });
      }
      expect((await browser.get('/api/admin/me')).status).toBe(401);
    });

    it('a member\'s password never opens the console, even for the same e-mail', async () => {
      const member = await signUpMember(app);
      const answer = await new TestBrowser(app).post('/api/admin/login', { email: member.email, password: member.password });
      expect(answer.status).toBe(401);
    });

    it('validates its body', async () => {
      const answer = await new TestBrowser(app).post('/api/admin/login', { email: 'a@b.co' });
      expect(answer.status).toBe(400);
      expect(answer.body.result).not.toBe('0000');
    });

    it('under parallel wrong tries from one address checks at most the limit, then answers 429', async () => {
      const account = await createStaffAccount(app, 'staff');
      const browser = new TestBrowser(app);
      await browser.get('/api/csrf-token');
      const tries = 16;
      const answers = await Promise.all(Array.from({ length: tries }, () => browser.clone().post('/api/admin/login', { email: account.email, password: 'Wrong-password-1!' })));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(ADMIN_LOGIN_MAX_PER_PAIR);
      expect(statuses.filter((status) => status === 429)).toHaveLength(tries - ADMIN_LOGIN_MAX_PER_PAIR);
      const blocked = await browser.post('/api/admin/login', { email: account.email, password: account.password });
      expect(blocked.status).toBe(429);
      // Another address is not locked out.
      expect((await new TestBrowser(app).post('/api/admin/login', { email: account.email, password: account.password })).status).toBe(200);
    });

    it('successful logins give their slots back: staff logging in more often than the limit are never throttled', async () => {
      const account = await createStaffAccount(app, 'staff');
      const office = new TestBrowser(app);
      await office.get('/api/csrf-token');
      for (let i = 0; i < ADMIN_LOGIN_MAX_PER_PAIR + 2; i += 1) {
        expect((await office.clone().post('/api/admin/login', { email: account.email, password: account.password })).status).toBe(200);
      }
      // Wrong tries from that address still count: the limit's worth of them, then even the right password waits.
      for (let i = 0; i < ADMIN_LOGIN_MAX_PER_PAIR; i += 1) {
        expect((await office.clone().post('/api/admin/login', { email: account.email, password: 'Wrong-password-1!' })).status).toBe(401);
      }
      expect((await office.clone().post('/api/admin/login', { email: account.email, password: account.password })).status).toBe(429);
    });

    it('strangers filling an account\'s limits from five addresses do not lock out a browser it logged in from before', async () => {
      const account = await createStaffAccount(app, 'staff');
      const office = new TestBrowser(app);
      await office.get('/api/csrf-token');
      expect((await office.post('/api/admin/login', { email: account.email, password: account.password })).status).toBe(200);
      const known = office.clone();

      const strangers = Array.from({ length: 5 }, () => new TestBrowser(app));
      for (const stranger of strangers) {
        for (let i = 0; i < ADMIN_LOGIN_MAX_PER_PAIR; i += 1) {
          expect((await stranger.clone().post('/api/admin/login', { email: account.email, password: 'Wrong-password-1!' })).status).toBe(401);
        }
      }
      // The account's per-e-mail count is full: a browser it never used waits, even with the right password...
      expect((await new TestBrowser(app).post('/api/admin/login', { email: account.email, password: account.password })).status).toBe(429);
      // ...while the browser it logged in from before still gets in.
      expect((await known.clone().post('/api/admin/login', { email: account.email, password: account.password })).status).toBe(200);
      // The audit log tells the first sign-in from that browser (new) from the one it came back with (known).
      const logins = await sql<{ after: { device: string } }>(`SELECT after FROM admin_audit_log WHERE action = 'admin.login' AND admin_id = $1 ORDER BY id`, [account.id]);
      expect(logins.map((row) => row.after.device)).toEqual(['new', 'known']);
    });

    it('logout revokes the session: the old cookie replayed is refused', async () => {
      const { browser } = await staffBrowser(app, 'staff');
      const stolen = browser.clone();
      expect((await browser.post('/api/admin/logout', {})).status).toBe(200);
      expect((await stolen.get('/api/admin/me')).status).toBe(401);
      expect((await browser.get('/api/admin/me')).status).toBe(401);
    });
  });

  describe('who may call a staff route', () => {
    const STAFF_ROUTES = ['/api/admin/me', '/api/admin/audit', '/api/goods', '/api/banner', '/api/goods/category?prod_gbn=A'];
    const OWNER_ROUTES = ['/api/admins', '/api/admin/access-log'];

    it('answers 401 without a session', async () => {
      for (const path of [...STAFF_ROUTES, ...OWNER_ROUTES]) {
        const answer = await request(app.getHttpServer()).get(path);
        expect({ path, status: answer.status, code: answer.body.code }).toEqual({ path, status: 401, code: 'COMMON.STAFF_UNAUTHENTICATED' });
      }
    });

    it('answers 403 to a member\'s session, on every staff route', async () => {
      const member = await signUpMember(app);
      for (const path of [...STAFF_ROUTES, ...OWNER_ROUTES]) {
        const answer = await member.browser.get(path);
        expect({ path, status: answer.status, code: answer.body.code }).toEqual({ path, status: 403, code: 'COMMON.STAFF_FORBIDDEN' });
      }
      const create = await member.browser.post('/api/admins', { email: 'x@example.com', adminPass: staffPassword(), adminName: '침입', useYn: 'Y', role: 'owner' });
      expect(create.status).toBe(403);
    });

    it('lets staff into staff routes and keeps them out of the owner\'s', async () => {
      const { browser } = await staffBrowser(app, 'staff');
      for (const path of STAFF_ROUTES) expect({ path, status: (await browser.get(path)).status }).toEqual({ path, status: 200 });
      for (const path of OWNER_ROUTES) expect({ path, status: (await browser.get(path)).status }).toEqual({ path, status: 403 });
      const create = await browser.post('/api/admins', { email: 'y@example.com', adminPass: staffPassword(), adminName: '직원', useYn: 'Y', role: 'owner' });
      expect(create.status).toBe(403);
      expect(await sql(`SELECT 1 FROM admin_account WHERE email_key = 'y@example.com'`)).toHaveLength(0);
    });

    it('lets the owner everywhere', async () => {
      const { browser } = await staffBrowser(app, 'owner');
      for (const path of [...STAFF_ROUTES, ...OWNER_ROUTES]) expect({ path, status: (await browser.get(path)).status }).toEqual({ path, status: 200 });
    });
  });

  describe('admin accounts', () => {
    it('the owner creates, lists, reads and edits accounts; every change is in the audit log without the password', async () => {
      const { browser, account: owner } = await staffBrowser(app, 'owner');
      const email = `new.staff.${Date.now()}@example.com`;
      const password = staffPassword();
      const created = await browser.post('/api/admins', { email, adminPass: password, adminName: '신입', useYn: 'Y', role: 'staff' });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ result: '0000', message: '등록되었습니다.', dto: { email, adminName: '신입', role: 'staff', useYn: 'Y' } });
      const id = (created.body.dto as { id: number }).id;
      expect(JSON.stringify(created.body)).not.toContain('argon2');

      const one = await browser.get(`/api/admins/${id}`);
      expect(one.body).toMatchObject({ dto: { id, email } });
      const list = await browser.get('/api/admins', { page: 0, size: 100, sort: 'created,desc' });
      expect((list.body.dto as { content: { id: number }[] }).content.map((row) => row.id)).toContain(id);

      // null keeps the password: the new admin still logs in with it.
      const edited = await browser.put('/api/admins', { id, email, adminPass: null, adminName: '신입 2', useYn: 'Y', role: 'staff' });
      expect(edited.body).toMatchObject({ result: '0000', message: '정상적으로 수정되었습니다.', dto: { adminName: '신입 2' } });
      expect((await new TestBrowser(app).post('/api/admin/login', { email, password })).status).toBe(200);

      const audit = await browser.get('/api/admin/audit', { adminId: owner.id, targetType: 'admin', size: 100 });
      const entries = (audit.body.dto as { content: { action: string; targetId: string; before: unknown; after: Record<string, unknown>; adminEmail: string }[] }).content;
      const mine = entries.filter((entry) => entry.targetId === String(id));
      expect(mine.map((entry) => entry.action)).toEqual(['admin.update', 'admin.create']);
      expect(mine[0]).toMatchObject({ adminEmail: owner.email, before: { adminName: '신입' }, after: { adminName: '신입 2', passwordChanged: false } });
      expect(JSON.stringify(entries)).not.toMatch(/argon2|password_hash|passwordHash/);
    });

    it('refuses a taken e-mail (any case), a weak password and a missing name, changing nothing', async () => {
      const { browser } = await staffBrowser(app, 'owner');
      const existing = await createStaffAccount(app, 'staff');
      const before = await sql(`SELECT count(*)::int AS n FROM admin_account`);
      const taken = await browser.post('/api/admins', { email: existing.email.toUpperCase(), adminPass: staffPassword(), adminName: '중복', useYn: 'Y', role: 'staff' });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('BACKOFFICE.EMAIL_TAKEN');
      const weak = await browser.post('/api/admins', { email: `weak.${Date.now()}@example.com`, adminPass: 'password1', adminName: '약함', useYn: 'Y', role: 'staff' });
      expect(weak.status).toBe(400);
      expect(weak.body.code).toBe('BACKOFFICE.PASSWORD_WEAK');
      const nameless = await browser.post('/api/admins', { email: `nameless.${Date.now()}@example.com`, adminPass: staffPassword(), useYn: 'Y', role: 'staff' });
      expect(nameless.status).toBe(400);
      expect(await sql(`SELECT count(*)::int AS n FROM admin_account`)).toEqual(before);
    });

    it('taking an account out of use ends its sessions at once', async () => {
      const { browser: owner } = await staffBrowser(app, 'owner');
      const { browser: staff, account } = await staffBrowser(app, 'staff');
      expect((await staff.get('/api/admin/me')).status).toBe(200);
      const off = await owner.put('/api/admins', { id: account.id, email: account.email, adminPass: null, adminName: '퇴사', useYn: 'N', role: 'staff' });
      expect(off.status).toBe(200);
      expect((await staff.get('/api/admin/me')).status).toBe(401);
      expect((await new TestBrowser(app).post('/api/admin/login', { email: account.email, password: account.password })).status).toBe(401);
    });

    it('an edit without a role (the spec\'s client sends none) keeps the role', async () => {
      const { browser } = await staffBrowser(app, 'owner');
      const other = await createStaffAccount(app, 'owner');
      const edited = await browser.put('/api/admins', { id: other.id, email: other.email, adminPass: null, adminName: '공동 대표', useYn: 'Y' });
      expect(edited.body).toMatchObject({ result: '0000', dto: { role: 'owner', adminName: '공동 대표' } });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const { browser } = await staffBrowser(app, 'owner');
      expect((await browser.get('/api/admins/2147483000')).status).toBe(404);
      for (const id of ['abc', '0', '-1', '99999999999']) expect({ id, status: (await browser.get(`/api/admins/${id}`)).status }).toEqual({ id, status: 400 });
    });
  });

  describe('the staff logs, for every context (STAFF_ACTIVITY)', () => {
    it('a change and a look recorded through the global port show in the audit and access logs', async () => {
      const activity = app.get<StaffActivityPort>(STAFF_ACTIVITY, { strict: false });
      const { browser, account } = await staffBrowser(app, 'owner');
      const by = { adminId: account.id, actor: account.email, ip: '10.9.8.7' };
      await activity.changed(by, { action: 'goods.update', targetType: 'goods', targetId: 42, before: { price: 1000 }, after: { price: 2000 } });
      await activity.looked(by, { subjectType: 'member', subjectId: 7, purpose: 'users.detail', fields: ['phone', 'email'] });
      const audit = await browser.get('/api/admin/audit', { adminId: account.id, targetType: 'goods' });
      expect((audit.body.dto as { content: unknown[] }).content).toEqual([
        expect.objectContaining({ action: 'goods.update', targetId: '42', before: { price: 1000 }, after: { price: 2000 }, ip: '10.9.8.7', adminEmail: account.email }),
      ]);
      const access = await browser.get('/api/admin/access-log', { adminId: account.id });
      expect((access.body.dto as { content: unknown[] }).content).toEqual([
        expect.objectContaining({ subjectType: 'member', subjectId: '7', purpose: 'users.detail', fields: ['phone', 'email'], ip: '10.9.8.7' }),
      ]);
    });
  });

  describe('integrators\' API tokens', () => {
    it('a token with the route\'s scope works with no cookie and no anti-forgery header', async () => {
      const token = await insertToken(['catalog:read']);
      const answer = await request(app.getHttpServer()).get('/api/goods').set('authorization', `Bearer ${token}`).query({ page: 0, size: 5 });
      expect(answer.status).toBe(200);
      expect(answer.body.result).toBe('0000');
      const used = await sql<{ last_used_at: Date | null }>(`SELECT last_used_at FROM api_token WHERE token_hash = $1`, [createHash('sha256').update(token).digest('hex')]);
      expect(used[0].last_used_at).not.toBeNull();
    });

    it('a token without the scope, or on a route tokens cannot use, is 403', async () => {
      const token = await insertToken(['orders:read']);
      expect((await request(app.getHttpServer()).get('/api/goods').set('authorization', `Bearer ${token}`)).status).toBe(403);
      const everything = await insertToken(['catalog:read', 'orders:read', 'orders:write']);
      expect((await request(app.getHttpServer()).get('/api/admins').set('authorization', `Bearer ${everything}`)).status).toBe(403);
      expect((await request(app.getHttpServer()).get('/api/admin/me').set('authorization', `Bearer ${everything}`)).status).toBe(403);
    });

    it('a token does not stand in for the anti-forgery token on a route that takes no tokens', async () => {
      const everything = await insertToken(['catalog:read', 'orders:read', 'orders:write']);
      const answer = await request(app.getHttpServer())
        .post('/api/admins')
        .set('authorization', `Bearer ${everything}`)
        .send({ email: 'z@example.com', adminPass: staffPassword(), adminName: '토큰', useYn: 'Y', role: 'owner' });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('COMMON.CSRF_TOKEN_INVALID');
    });

    it('an expired, revoked, unknown or malformed token is 401, even beside a valid staff cookie', async () => {
      const expired = await insertToken(['catalog:read'], { expiresInMs: -1000 });
      const revoked = await insertToken(['catalog:read'], { revoked: true });
      for (const header of [`Bearer ${expired}`, `Bearer ${revoked}`, 'Bearer shop_unknown', 'Basic abc', 'Bearer ']) {
        const answer = await request(app.getHttpServer()).get('/api/goods').set('authorization', header);
        expect({ header, status: answer.status }).toEqual({ header, status: 401 });
      }
      const { browser } = await staffBrowser(app, 'owner');
      const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const mixed = await request(app.getHttpServer()).get('/api/goods').set('cookie', cookie).set('authorization', `Bearer ${revoked}`);
      expect(mixed.status).toBe(401);
    });

    it('the OpenAPI document declares the token and the console session as security schemes', async () => {
      const document = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body as {
        components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string }> };
        paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
      };
      expect(document.components.securitySchemes['api-token']).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(document.components.securitySchemes['admin-session']).toMatchObject({ type: 'apiKey', in: 'cookie' });
      expect(document.paths['/api/goods'].get.security).toEqual(expect.arrayContaining([{ 'api-token': [] }]));
      expect(document.paths['/api/admins'].get.security).not.toEqual(expect.arrayContaining([{ 'api-token': [] }]));
    });
  });
});
