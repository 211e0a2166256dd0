import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { apiTokenHash } from '../../src/modules/backoffice/application/services/staff-authenticator.service';
import { koreaDay, lastKoreaDays, startOfKoreaDay } from '../../src/modules/ordering/domain/korea-calendar';
import { OrderBookService } from '../../src/modules/ordering/application/services/order-book.service';
import { PAID_STATUSES } from '../../src/modules/ordering/domain/order-status';
import { CLOCK, type ClockPort } from '../../src/shared/application/clock.port';
import { deleteGoods, insertGoods, sql } from '../support/database';
import { signUpMember, type SignedUp, TestBrowser } from '../support/membership-helpers';
import { newOrder, paidOrder } from '../support/ordering-fixtures';
import { staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

interface Dashboard {
  today: string;
  todayOrders: number;
  todaySales: number;
  monthOrders: number;
  monthSales: number;
  byStatus: { status: string; count: number }[];
  daily: { day: string; orders: number; sales: number }[];
  newestOrders: { id: number }[];
  pendingRequests: { count: number; newest: { id: number }[] };
}

/** Integrators' tokens made by the owner (shown once, kept as a hash, revocable) and the console's dashboard figures. */
describe('back office tokens and dashboard (contract)', () => {
  let app: NestFastifyApplication;
  let owner: TestBrowser;
  let ownerId: number;
  let staff: TestBrowser;
  let member: SignedUp;
  let goodsId: number;

  beforeAll(async () => {
    app = await createTestApp();
    ({ browser: owner, account: { id: ownerId } } = await staffBrowser(app, 'owner'));
    ({ browser: staff } = await staffBrowser(app, 'staff'));
    member = await signUpMember(app);
    goodsId = await insertGoods({ goodsName: '대시보드 토트백', price: 50_000, contents: '대시보드 테스트' });
  });

  afterAll(async () => {
    await deleteGoods([goodsId]);
    await app.close();
  });

  const bearer = (token: string, path = '/api/goods') => request(app.getHttpServer()).get(path).set('authorization', `Bearer ${token}`).set('accept', 'application/json');

  describe('API tokens', () => {
    it('are the owner\'s: 401 without a session, 403 for staff and members', async () => {
      for (const browser of [staff, member.browser]) {
        expect((await browser.get('/api/admin/tokens')).status).toBe(403);
        expect((await browser.post('/api/admin/tokens', { name: 'x', scopes: ['catalog:read'], expiresInDays: 1 })).status).toBe(403);
        expect((await browser.delete('/api/admin/tokens/1')).status).toBe(403);
      }
      expect((await new TestBrowser(app).get('/api/admin/tokens')).status).toBe(401);
    });

    it('shows the token once, stores only its hash and prefix, and it works within its scope', async () => {
      const created = await owner.post('/api/admin/tokens', { name: '물류 연동', scopes: ['catalog:read'], expiresInDays: 30 });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ result: '0000', message: '정상적으로 등록되었습니다.' });
      const dto = created.body.dto as { id: number; token: string; prefix: string; scopes: string[]; createdBy: string; expiresAt: string };
      expect(dto.token).toMatch(/^shop_[A-Za-z0-9_-]{43}$/);
      expect(dto.prefix).toBe(dto.token.slice(0, 12));
      expect(dto).toMatchObject({ scopes: ['catalog:read'], revokedAt: null, lastUsedAt: null });
      expect(new Date(dto.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

      const [row] = await sql<Record<string, unknown>>('SELECT * FROM api_token WHERE id = $1', [dto.id]);
      expect(row.token_hash).toBe(apiTokenHash(dto.token));
      expect(row.token_prefix).toBe(dto.prefix);
      const everywhere = await sql<{ hits: number }>(
        `SELECT (SELECT count(*) FROM api_token t WHERE t::text LIKE '%' || $1 || '%')
              + (SELECT count(*) FROM admin_audit_log a WHERE a::text LIKE '%' || $1 || '%')
              + (SELECT count(*) FROM personal_data_access_log p WHERE p::text LIKE '%' || $1 || '%') AS hits`,
        [dto.token.slice(12)],
      );
      expect(Number(everywhere[0].hits)).toBe(0);

      expect((await bearer(dto.token)).status).toBe(200);
      expect((await bearer(dto.token, '/api/admin/tokens')).status).toBe(403);

      const list = await owner.get('/api/admin/tokens');
      const listed = (list.body.dto as { content: Record<string, unknown>[] }).content.find((each) => each.id === dto.id);
      expect(listed).toMatchObject({ name: '물류 연동', prefix: dto.prefix, scopes: ['catalog:read'], revokedAt: null, expired: false });
      expect(listed?.createdBy).toEqual(expect.stringContaining('@'));
      expect(list.text).not.toContain(dto.token);

      const [audit] = await sql<{ admin_id: number; after: Record<string, unknown> }>(
        `SELECT admin_id, after FROM admin_audit_log WHERE action = 'api-token.create' AND target_id = $1`,
        [String(dto.id)],
      );
      expect(audit).toMatchObject({ admin_id: ownerId, after: { name: '물류 연동', prefix: dto.prefix, scopes: ['catalog:read'] } });
    });

    it('is refused outside its scope', async () => {
      const created = await owner.post('/api/admin/tokens', { name: '주문 조회', scopes: ['orders:read'], expiresInDays: 1 });
      const token = (created.body.dto as { token: string }).token;
      expect((await bearer(token)).status).toBe(403);
    });

    it('revoked → 401 at once; revoking again changes nothing', async () => {
      const created = await owner.post('/api/admin/tokens', { name: '폐기 예정', scopes: ['catalog:read'], expiresInDays: 7 });
      const { id, token } = created.body.dto as { id: number; token: string };
      expect((await bearer(token)).status).toBe(200);
      const revoked = await owner.delete(`/api/admin/tokens/${id}`);
      expect(revoked.body).toMatchObject({ result: '0000', message: '정상적으로 삭제되었습니다.' });
      expect((await bearer(token)).status).toBe(401);
      expect((await owner.delete(`/api/admin/tokens/${id}`)).status).toBe(200);
      const audits = await sql(`SELECT 1 FROM admin_audit_log WHERE action = 'api-token.revoke' AND target_id = $1`, [String(id)]);
      expect(audits).toHaveLength(1);
      expect((await owner.delete('/api/admin/tokens/2147483000')).status).toBe(404);
      expect((await owner.delete('/api/admin/tokens/abc')).status).toBe(400);
    });

    it('expired → 401', async () => {
      const created = await owner.post('/api/admin/tokens', { name: '만료 예정', scopes: ['catalog:read'], expiresInDays: 1 });
      const { id, token } = created.body.dto as { id: number; token: string };
      await sql(`UPDATE api_token SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
      expect((await bearer(token)).status).toBe(401);
      const list = await owner.get('/api/admin/tokens', { size: 100 });
      expect((list.body.dto as { content: Record<string, unknown>[] }).content.find((each) => each.id === id)).toMatchObject({ expired: true });
    });

    it('validates name, scopes and expiry', async () => {
      for (const body of [
        { name: '', scopes: ['catalog:read'], expiresInDays: 30 },
        { name: 'x', scopes: [], expiresInDays: 30 },
        { name: 'x', scopes: ['admin:all'], expiresInDays: 30 },
        { name: 'x', scopes: ['catalog:read'], expiresInDays: 0 },
        { name: 'x', scopes: ['catalog:read'], expiresInDays: 366 },
      ]) {
        const answer = await owner.post('/api/admin/tokens', body);
        expect(answer.status).toBe(400);
        expect(answer.body.result).not.toBe('0000');
      }
    });
  });

  describe('GET /api/admin/dashboard', () => {
    it('is for staff: 401 without a session, 403 for a member', async () => {
      expect((await new TestBrowser(app).get('/api/admin/dashboard')).status).toBe(401);
      expect((await member.browser.get('/api/admin/dashboard')).status).toBe(403);
    });

    it('warns staff when uploaded files are kept on this one machine (FILE_STORAGE_SINGLE_MACHINE=true), and not otherwise', async () => {
      expect(((await staff.get('/api/admin/dashboard')).body.dto as { warnings: unknown[] }).warnings).toEqual([]);
      const single = await createTestApp({ FILE_STORAGE: 'local', FILE_STORAGE_SINGLE_MACHINE: 'true' });
      try {
        const { browser } = await staffBrowser(single, 'staff');
        const board = (await browser.get('/api/admin/dashboard')).body.dto as { warnings: { code: string; message: string }[] };
        expect(board.warnings).toEqual([{ code: 'FILE_STORAGE_SINGLE_MACHINE', message: expect.stringContaining('이 서버 한 대에만 저장됩니다') }]);
      } finally {
        await single.close();
      }
    });

    it('counts paid orders by Korea\'s day and month, without unpaid ones, with every one of 30 days present', async () => {
      const book = app.get(OrderBookService);
      const now = app.get<ClockPort>(CLOCK).now();
      const today = koreaDay(now);
      const dayStart = startOfKoreaDay(today);
      const yesterday = koreaDay(new Date(dayStart.getTime() - 1));
      const sameMonth = yesterday.slice(0, 7) === today.slice(0, 7);

      const before = (await staff.get('/api/admin/dashboard')).body.dto as Dashboard;
      await paidOrder(book, newOrder(member.id, goodsId, { now: dayStart, totalPrice: 30_000, goodsTotal: 30_000, lines: [{ goodsId, goodsName: '대시보드 토트백', thumbSrc: '/images/goods/fixture.svg', unitPrice: 30_000, amount: 1, options: [], madeToOrder: true }] }));
      await paidOrder(book, newOrder(member.id, goodsId, { now: new Date(dayStart.getTime() - 1) }));
      const newest = await paidOrder(book, newOrder(member.id, goodsId, { now: new Date(now.getTime() - 1000) }));
      await book.placePending(newOrder(member.id, goodsId, { now: new Date(now.getTime() - 500) }));
      const after = (await staff.get('/api/admin/dashboard')).body.dto as Dashboard;

      expect(after.today).toBe(today);
      expect(after.todayOrders - before.todayOrders).toBe(2);
      expect(after.todaySales - before.todaySales).toBe(80_000);
      expect(after.monthOrders - before.monthOrders).toBe(sameMonth ? 3 : 2);
      expect(after.monthSales - before.monthSales).toBe(sameMonth ? 130_000 : 80_000);

      expect(after.daily.map((entry) => entry.day)).toEqual(lastKoreaDays(now, 30));
      const dayOf = (board: Dashboard, day: string) => board.daily.find((entry) => entry.day === day) ?? { orders: 0, sales: 0 };
      expect(dayOf(after, today).sales - dayOf(before, today).sales).toBe(80_000);
      expect(dayOf(after, yesterday).orders - dayOf(before, yesterday).orders).toBe(1);

      const count = (board: Dashboard, status: string) => board.byStatus.find((entry) => entry.status === status)?.count ?? -1;
      expect(count(after, 'PREPARING') - count(before, 'PREPARING')).toBe(3);
      expect(count(after, 'PENDING_PAYMENT') - count(before, 'PENDING_PAYMENT')).toBe(1);
      // The newest five paid or cancelled orders, newest first. Suites before this one may have left orders dated
      // after this app's clock (their clocks were moved on), so the new order's place is counted, not assumed first.
      expect(after.newestOrders.length).toBeLessThanOrEqual(5);
      const [{ later }] = await sql<{ later: number }>(
        `SELECT count(*)::int AS later FROM orders WHERE status = ANY($1::text[]) AND (created, id) > (SELECT created, id FROM orders WHERE id = $2)`,
        [[...PAID_STATUSES, 'CANCELLED'], newest.id],
      );
      if (later < 5) expect(after.newestOrders[later].id).toBe(newest.id);
      else expect(after.newestOrders.map((order) => order.id)).not.toContain(newest.id);
    });

    it('lists return and exchange requests waiting for staff', async () => {
      const book = app.get(OrderBookService);
      const before = (await staff.get('/api/admin/dashboard')).body.dto as Dashboard;
      const order = await paidOrder(book, newOrder(member.id, goodsId));
      await sql(
        `UPDATE orders SET status = 'RETURN_REQUESTED', production_stage = NULL, carrier_code = '04', tracking_number = '123456789012', shipped_at = now(), delivered_at = now(),
                claim_kind = 'return', claim_reason = 'defect', claim_detail = '손잡이 불량', claim_requested_at = now() WHERE id = $1`,
        [order.id],
      );
      const after = (await staff.get('/api/admin/dashboard')).body.dto as Dashboard;
      expect(after.pendingRequests.count - before.pendingRequests.count).toBe(1);
      expect(after.pendingRequests.newest[0]).toMatchObject({ id: order.id, status: 'RETURN_REQUESTED' });
    });
  });
});
