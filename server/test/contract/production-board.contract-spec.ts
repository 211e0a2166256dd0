import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CLOCK } from '../../src/shared/application/clock.port';
import type { ControllableClock } from '../../src/shared/infrastructure/clock/system-clock';
import { type CheckoutGoods, insertCheckoutGoods, placeOrder, type PlacedOrder } from '../support/checkout-helpers';
import { sql } from '../support/database';
import { paidOrder } from '../support/delivered-order';
import { signUpMember, type SignedUp, type TestBrowser } from '../support/membership-helpers';
import { staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

/** The answer's payload, read loosely (each test states what it expects of it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const dto = (answer: { body: Record<string, unknown> }): any => answer.body.dto;

/** A Korean wall-clock time. */
const kst = (local: string) => new Date(`${local}+09:00`);

/** Friday 5 February 2027, 18:30 in Seoul: after the cut-off, before Seollal (6–8) and its substitute day (9). */
const FRIDAY_BEFORE_SEOLLAL = kst('2027-02-05T18:30:00');

/**
 * The workshop's board (docs/ordering.md): production days on goods copied to order lines, the dispatch days computed
 * when a made-to-order order is paid (Korean business days, the gazette's holidays), the board and its moves (one at a
 * time, in bulk, back only with a reason), each in the order's timeline and the audit log, the work sheets, the
 * shopper's answers, and the overdue count on the dashboard. The clock is set to the days each test names.
 */
describe('the workshop board (contract)', () => {
  let app: NestFastifyApplication;
  let clock: ControllableClock;
  let bag: CheckoutGoods; // made to order, 2–4 business days, 각인 option
  let wallet: CheckoutGoods; // ready goods

  beforeAll(async () => {
    app = await createTestApp();
    clock = app.get<ControllableClock>(CLOCK);
    bag = await insertCheckoutGoods(30_000, [{ categoryName: '각인', requireYn: 'N', opts: [{ optName: '이니셜 각인', price: 5_000 }] }]);
    await sql('UPDATE goods SET production_days_min = 2, production_days_max = 4 WHERE id = $1', [bag.id]);
    wallet = await insertCheckoutGoods(12_000, [], false);
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await app?.close();
  });

  /** At `instant`: a member who orders and a staff member logged in then (sessions are judged by the same clock). */
  async function at(instant: Date): Promise<{ member: SignedUp; staff: TestBrowser; staffId: number }> {
    clock.setTo(instant);
    const member = await signUpMember(app);
    const { browser, account } = await staffBrowser(app, 'staff');
    return { member, staff: browser, staffId: account.id };
  }

  const orderBag = (member: SignedUp): Promise<PlacedOrder> => paidOrder(app, member.browser, member.id, [{ goodsId: bag.id, amount: 1, options: [bag.options['이니셜 각인'].id] }]);
  const stageOf = async (orderId: number) => (await sql<{ production_stage: string | null }>('SELECT production_stage FROM orders WHERE id = $1', [orderId]))[0].production_stage;
  const stageHistory = (orderId: number) =>
    sql<{ stage_from: string; stage_to: string; reason: string; actor_kind: string; actor_id: number | null; actor_name: string | null }>(
      'SELECT stage_from, stage_to, reason, actor_kind, actor_id, actor_name FROM order_status_history WHERE order_id = $1 AND stage_to IS NOT NULL ORDER BY id',
      [orderId],
    );
  const stageAudits = (orderId: number) =>
    sql<{ action: string; admin_id: number | null; before: unknown; after: unknown }>(
      "SELECT action, admin_id, before, after FROM admin_audit_log WHERE target_type = 'order' AND target_id = $1 AND action = 'order.stage' ORDER BY id",
      [String(orderId)],
    );
  const move = (staff: TestBrowser, orderIds: number[], stage: string, reason?: string) => staff.post('/api/production/moves', reason === undefined ? { orderIds, stage } : { orderIds, stage, reason });
  const boardIds = async (staff: TestBrowser, query: Record<string, string> = {}) => (dto(await staff.get('/api/production', query)).orders as { id: number }[]).map((order) => order.id);

  describe('production days and the dispatch days', () => {
    it('copies the goods\' production days onto the line and dates a paid order in business days, past Seollal 2027', async () => {
      const { member } = await at(FRIDAY_BEFORE_SEOLLAL);
      const order = await orderBag(member);
      expect(await sql('SELECT production_days_min, production_days_max, made_to_order FROM order_line WHERE order_id = $1', [order.id])).toEqual([
        { production_days_min: 2, production_days_max: 4, made_to_order: true },
      ]);
      // Taken Wednesday 02-10 (after 17:00 on Friday; 6–9 are Seollal and its substitute day): +2 = Fri 12th, +4 = Tue 16th.
      const [row] = await sql<{ from: string; due: string }>(`SELECT to_char(dispatch_from, 'YYYY-MM-DD') AS "from", to_char(dispatch_due, 'YYYY-MM-DD') AS due FROM orders WHERE id = $1`, [
        order.id,
      ]);
      expect(row).toEqual({ from: '2027-02-12', due: '2027-02-16' });

      // A later change of the goods moves no order already placed.
      await sql('UPDATE goods SET production_days_min = 6, production_days_max = 9 WHERE id = $1', [bag.id]);
      try {
        const mine = await member.browser.get(`/api/order/one/${order.id}`);
        expect(dto(mine).production).toEqual({ stage: 'CONFIRMED', stageLabel: '주문확인', dispatchFrom: '2027-02-12', dispatchDue: '2027-02-16' });
      } finally {
        await sql('UPDATE goods SET production_days_min = 2, production_days_max = 4 WHERE id = $1', [bag.id]);
      }
    });

    it('gives the member\'s answers (My Page and order_end.php) the stage and the estimate; ready goods get none', async () => {
      const { member, staff } = await at(kst('2026-11-23T10:00:00'));
      const order = await orderBag(member);
      expect((await move(staff, [order.id], 'SEWING')).status).toBe(200);
      const expected = { stage: 'SEWING', stageLabel: '봉제', dispatchFrom: '2026-11-25', dispatchDue: '2026-11-27' };
      expect(dto(await member.browser.get(`/api/order/one/${order.id}`)).production).toEqual(expected);
      const end = await member.browser.get('/api/order_end.php', { o_idx: order.id });
      expect((end.body.orders as { production: unknown }).production).toEqual(expected);
      const list = await member.browser.get(`/api/order/${member.id}`, { page: 0, size: 10 });
      expect(dto(list).content.find((each: { id: number }) => each.id === order.id).production).toEqual(expected);

      const ready = await paidOrder(app, member.browser, member.id, [{ goodsId: wallet.id, amount: 1 }]);
      expect(dto(await member.browser.get(`/api/order/one/${ready.id}`)).production).toBeNull();
      expect(await stageOf(ready.id)).toBeNull();
    });
  });

  describe('the board', () => {
    it('lists only paid made-to-order orders still being made, with stage, dispatch days and overdue, and logs the look', async () => {
      const { member, staff, staffId } = await at(kst('2026-11-23T10:00:00'));
      const onBoard = await orderBag(member);
      const unpaid = await placeOrder(member.browser, member.id, [{ goodsId: bag.id, amount: 1 }]);
      const ready = await paidOrder(app, member.browser, member.id, [{ goodsId: wallet.id, amount: 1 }]);
      const shipped = await orderBag(member);
      expect((await staff.put(`/api/order/${shipped.id}`, { orderId: shipped.id, trackingNumber: '123456789012', carrierCode: '04' })).status).toBe(200);

      const answer = await staff.get('/api/production');
      expect(answer.status).toBe(200);
      const board = dto(answer);
      const ids = board.orders.map((order: { id: number }) => order.id);
      expect(ids).toContain(onBoard.id);
      expect(ids).not.toEqual(expect.arrayContaining([unpaid.id]));
      expect(ids).not.toEqual(expect.arrayContaining([ready.id]));
      expect(ids).not.toEqual(expect.arrayContaining([shipped.id]));
      expect(board.today).toBe('2026-11-23');
      expect(board.stages.map((stage: { label: string }) => stage.label)).toEqual(['주문확인', '재단', '봉제', '마감·검수', '출고대기']);
      expect(board.orders.find((order: { id: number }) => order.id === onBoard.id)).toMatchObject({
        orderNumber: onBoard.orderNumber,
        status: 'PREPARING',
        recipient: '김민수',
        request: '문 앞에 놓아주세요',
        goods: [{ id: bag.id }],
        orderItems: [{ amount: 1, options: [{ categoryName: '각인', optName: '이니셜 각인', price: 5_000 }] }],
        production: { stage: 'CONFIRMED', stageLabel: '주문확인', dispatchFrom: '2026-11-25', dispatchDue: '2026-11-27' },
        overdue: false,
      });
      expect(await boardIds(staff, { stage: 'CUTTING' })).not.toContain(onBoard.id);
      expect(await boardIds(staff, { stage: 'CONFIRMED' })).toContain(onBoard.id);
      expect(await sql('SELECT admin_id, purpose FROM personal_data_access_log WHERE purpose = $1 AND admin_id = $2', ['production.board', staffId])).toHaveLength(3);

      expect((await staff.get('/api/production', { stage: 'PAINTING' })).status).toBe(400);
      expect((await request(app.getHttpServer()).get('/api/production').set('accept', 'application/json')).status).toBe(401);
      expect((await member.browser.get('/api/production')).status).toBe(403);
    });

    it('moves forward and in bulk; back only with a reason; each move in the timeline with the staff member and in the audit log', async () => {
      const { member, staff, staffId } = await at(kst('2026-11-23T10:00:00'));
      const first = await orderBag(member);
      const second = await orderBag(member);

      const forward = await move(staff, [first.id], 'CUTTING');
      expect(forward.status).toBe(200);
      expect(forward.body).toMatchObject({ result: '0000', message: '제작 단계가 변경되었습니다.' });
      expect(dto(forward)).toEqual({ moved: [{ orderId: first.id, orderNumber: first.orderNumber, from: 'CONFIRMED', to: 'CUTTING' }], failed: [] });

      const bulk = await move(staff, [first.id, second.id], 'FINISHING');
      expect(dto(bulk).moved.map((each: { from: string }) => each.from)).toEqual(['CUTTING', 'CONFIRMED']);
      expect([await stageOf(first.id), await stageOf(second.id)]).toEqual(['FINISHING', 'FINISHING']);

      const historyBefore = await stageHistory(first.id);
      const auditsBefore = await stageAudits(first.id);
      const refused = await move(staff, [first.id, second.id], 'SEWING', '  ');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'ORDERING.STAGE_REASON_REQUIRED', message: '이전 제작 단계로 되돌리려면 사유를 입력해주세요.' });
      expect([await stageOf(first.id), await stageOf(second.id)]).toEqual(['FINISHING', 'FINISHING']);
      expect(await stageHistory(first.id)).toEqual(historyBefore);
      expect(await stageAudits(first.id)).toEqual(auditsBefore);

      const back = await move(staff, [first.id], 'SEWING', '박음질 재작업');
      expect(back.status).toBe(200);
      expect(await stageOf(first.id)).toBe('SEWING');

      const named = { actor_kind: 'staff', actor_id: staffId, actor_name: expect.stringContaining('@') };
      expect(await stageHistory(first.id)).toEqual([
        { stage_from: 'CONFIRMED', stage_to: 'CUTTING', reason: '제작 단계 변경', ...named },
        { stage_from: 'CUTTING', stage_to: 'FINISHING', reason: '제작 단계 변경', ...named },
        { stage_from: 'FINISHING', stage_to: 'SEWING', reason: '제작 단계 변경: 박음질 재작업', ...named },
      ]);
      expect(await stageAudits(first.id)).toEqual([
        { action: 'order.stage', admin_id: staffId, before: { status: 'PREPARING', stage: 'CONFIRMED' }, after: { status: 'PREPARING', stage: 'CUTTING', reason: null } },
        { action: 'order.stage', admin_id: staffId, before: { status: 'PREPARING', stage: 'CUTTING' }, after: { status: 'PREPARING', stage: 'FINISHING', reason: null } },
        { action: 'order.stage', admin_id: staffId, before: { status: 'PREPARING', stage: 'FINISHING' }, after: { status: 'PREPARING', stage: 'SEWING', reason: '박음질 재작업' } },
      ]);
      expect(await stageAudits(second.id)).toHaveLength(1);
    });

    it('refuses unknown orders, orders off the board, a move to where it is, and bad bodies, changing nothing', async () => {
      const { member, staff } = await at(kst('2026-11-23T10:00:00'));
      const order = await orderBag(member);
      const ready = await paidOrder(app, member.browser, member.id, [{ goodsId: wallet.id, amount: 1 }]);
      expect(await move(staff, [order.id, 2_000_000_000], 'CUTTING')).toMatchObject({ status: 404, body: { code: 'ORDERING.ORDER_NOT_FOUND' } });
      expect(await move(staff, [order.id, ready.id], 'CUTTING')).toMatchObject({ status: 409, body: { code: 'ORDERING.NOT_IN_PRODUCTION', message: '제작 중인 주문이 아닙니다.' } });
      expect(await move(staff, [order.id], 'CONFIRMED')).toMatchObject({ status: 409, body: { code: 'ORDERING.SAME_STAGE' } });
      for (const body of [{ orderIds: [], stage: 'CUTTING' }, { orderIds: [order.id, order.id], stage: 'CUTTING' }, { orderIds: [order.id], stage: 'PAINTING' }, { orderIds: 'x', stage: null }, {}]) {
        const answer = await staff.post('/api/production/moves', body);
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      }
      expect((await member.browser.post('/api/production/moves', { orderIds: [order.id], stage: 'CUTTING' })).status).toBe(403);
      expect(await stageOf(order.id)).toBe('CONFIRMED');
      expect(await stageHistory(order.id)).toEqual([]);
    });

    it('moves an order once when two staff move it to the same stage at the same moment', async () => {
      const { member, staff } = await at(kst('2026-11-23T10:00:00'));
      const order = await orderBag(member);
      const answers = await Promise.all([move(staff, [order.id], 'SEWING'), move(staff, [order.id], 'SEWING')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await stageHistory(order.id)).toHaveLength(1);
      expect(await stageAudits(order.id)).toHaveLength(1);
    });

    it('lets a shipped order leave the board wherever it stood, and the shopper then sees no stage', async () => {
      const { member, staff } = await at(kst('2026-11-23T10:00:00'));
      const order = await orderBag(member);
      await move(staff, [order.id], 'READY');
      expect(await boardIds(staff, { stage: 'READY' })).toContain(order.id);
      expect((await staff.put(`/api/order/${order.id}`, { orderId: order.id, trackingNumber: '123456789012', carrierCode: '04' })).status).toBe(200);
      expect(await boardIds(staff)).not.toContain(order.id);
      expect(dto(await member.browser.get(`/api/order/one/${order.id}`)).production).toBeNull();
      expect(await move(staff, [order.id], 'SEWING', '다시')).toMatchObject({ status: 409, body: { code: 'ORDERING.NOT_IN_PRODUCTION' } });
    });
  });

  describe('work sheets', () => {
    it('answers the orders asked for in that order, access-logged each; an unknown or unpaid one refuses the whole request', async () => {
      const { member, staff, staffId } = await at(kst('2026-11-23T10:00:00'));
      const first = await orderBag(member);
      const second = await orderBag(member);
      const unpaid = await placeOrder(member.browser, member.id, [{ goodsId: bag.id, amount: 1 }]);
      const sheets = await staff.get('/api/production/sheets', { orderIds: `${second.id},${first.id}` });
      expect(sheets.status).toBe(200);
      expect(dto(sheets).map((sheet: { id: number }) => sheet.id)).toEqual([second.id, first.id]);
      expect(dto(sheets)[0]).toMatchObject({
        orderNumber: second.orderNumber,
        paidAt: expect.stringMatching(/^2026-11-23T01:/),
        phone: '01012345678',
        orderItems: [{ options: [{ optName: '이니셜 각인' }] }],
        production: { stageLabel: '주문확인', dispatchDue: '2026-11-27' },
      });
      expect(await sql('SELECT subject_id FROM personal_data_access_log WHERE purpose = $1 AND admin_id = $2 ORDER BY id', ['production.sheets', staffId])).toEqual([
        { subject_id: String(second.id) },
        { subject_id: String(first.id) },
      ]);
      expect(await staff.get('/api/production/sheets', { orderIds: `${first.id},${unpaid.id}` })).toMatchObject({ status: 404, body: { code: 'ORDERING.ORDER_NOT_FOUND' } });
      expect(await staff.get('/api/production/sheets', { orderIds: `${first.id},2000000000` })).toMatchObject({ status: 404 });
      expect((await staff.get('/api/production/sheets', { orderIds: 'abc' })).status).toBe(400);
      expect((await staff.get('/api/production/sheets')).status).toBe(400);
    });
  });

  describe('overdue', () => {
    it('flags an order past its due day on the board and counts it on the dashboard, once the clock passes it', async () => {
      const { member } = await at(FRIDAY_BEFORE_SEOLLAL);
      const order = await orderBag(member); // due Tuesday 16 February 2027

      const onDueDay = await at(kst('2027-02-16T16:00:00'));
      expect(await boardIds(onDueDay.staff, { overdue: 'Y' })).not.toContain(order.id);

      const dayAfter = await at(kst('2027-02-17T09:00:00'));
      const board = dto(await dayAfter.staff.get('/api/production', { overdue: 'Y' }));
      expect(board.orders.map((each: { id: number }) => each.id)).toContain(order.id);
      expect(board.orders.every((each: { overdue: boolean }) => each.overdue)).toBe(true);
      expect(board.overdue).toBe(board.orders.length);
      const dashboard = dto(await dayAfter.staff.get('/api/admin/dashboard'));
      expect(dashboard.production.overdue).toBe(board.overdue);
      expect(dashboard.production.inProgress).toBe(board.stages.reduce((sum: number, stage: { count: number }) => sum + stage.count, 0));
      expect(dashboard.production.overdue).toBeGreaterThanOrEqual(1);
    });
  });
});
