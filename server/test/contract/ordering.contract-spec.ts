import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomInt, randomUUID } from 'node:crypto';
import { KOREAN_HOLIDAYS, ORDER_REPOSITORY } from '../../src/modules/ordering/application/ordering.di-tokens';
import type { KoreanHolidaysPort } from '../../src/modules/ordering/application/ports/korean-holidays.port';
import type { OrderRepositoryPort } from '../../src/modules/ordering/application/ports/order.repository.port';
import { OrderBookService, type NewOrder } from '../../src/modules/ordering/application/services/order-book.service';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../src/shared/application/unit-of-work.port';
import { deleteGoods, insertGoods, sql } from '../support/database';
import { signUpMember, type SignedUp, TestBrowser } from '../support/membership-helpers';
import { cardPayment, newOrder as fixtureOrder, paidOrder } from '../support/ordering-fixtures';
import { createTestApp } from '../support/test-app';

const NOT_FOUND = '주문 정보를 찾을 수 없습니다.';
const PAID_AT = new Date('2026-11-23T03:05:00Z');

/**
 * The ordering context through its exported OrderBookService (as the checkout calls it) and the shopper's
 * order reads over HTTP. Races run N calls at once (Promise.all) and count rows in the database, not answers.
 */
describe('ordering (contract)', () => {
  let app: NestFastifyApplication;
  let book: OrderBookService;
  let owner: SignedUp;
  let other: SignedUp;
  let goodsId: number;

  beforeAll(async () => {
    app = await createTestApp();
    book = app.get(OrderBookService);
    owner = await signUpMember(app);
    other = await signUpMember(app);
    goodsId = await insertGoods({ goodsName: '주문 테스트 토트백', price: 39_000, contents: '주문 테스트' });
  });
  afterAll(async () => {
    await deleteGoods([goodsId]);
    await app.close();
  });

  /** (39,000 + 5,000) × 1 + 12,000 × 2 = 68,000; coupon 3,000, points 1,000, free shipping: 64,000. */
  function newOrder(memberId: number, overrides: Partial<NewOrder> = {}): NewOrder {
    return fixtureOrder(memberId, goodsId, {
      shipping: { recipient: '이서연', phone: '01098765432', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '문 앞에 놓아주세요' },
      lines: [
        { goodsId, goodsName: '주문 테스트 토트백', thumbSrc: '/images/goods/fixture.svg', unitPrice: 39_000, amount: 1, options: [{ optionItemId: 11, categoryName: '각인', optName: '이니셜', price: 5_000, text: 'JHK', textRule: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true } }], madeToOrder: true },
        { goodsId, goodsName: '카드 지갑', thumbSrc: '/images/goods/fixture.svg', unitPrice: 12_000, amount: 2, options: [], madeToOrder: true },
      ],
      goodsTotal: 68_000,
      couponDiscount: 3_000,
      couponName: '신규 가입 쿠폰',
      pointsUsed: 1_000,
      totalPrice: 64_000,
      ...overrides,
    });
  }

  async function placed(memberId = owner.id, overrides: Partial<NewOrder> = {}) {
    return (await book.placePending(newOrder(memberId, overrides))).order;
  }

  const paid = (memberId = owner.id) => paidOrder(book, newOrder(memberId), { paidAt: PAID_AT });

  const payment = (tid: string, amount = 64_000) => cardPayment(tid, amount, { paidAt: PAID_AT });

  const count = async (text: string, params: unknown[]) => Number((await sql<{ n: string }>(text, params))[0].n);
  const statusOf = async (orderId: number) => (await sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status;
  const history = (orderId: number) =>
    sql<{ from_status: string | null; to_status: string; reason: string }>('SELECT from_status, to_status, reason FROM order_status_history WHERE order_id = $1 ORDER BY id', [orderId]);

  describe('placePending', () => {
    it('saves a PENDING_PAYMENT order with its lines, options, copied prices and first history entry', async () => {
      const { created, order } = await book.placePending(newOrder(owner.id));
      expect(created).toBe(true);
      expect(order).toMatchObject({ memberId: owner.id, status: 'PENDING_PAYMENT', oStatus: 'pending', totalPrice: 64_000, approvingTid: null });
      expect(order.orderNumber).toMatch(/^\d{8}-[2-9A-HJKMNP-Z]{10}$/);
      expect(order.lines.map((line) => line.lineTotal)).toEqual([44_000, 24_000]);
      expect(order.lines[0].options).toEqual([
        { optionItemId: 11, categoryName: '각인', optName: '이니셜', price: 5_000, text: 'JHK', textRule: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true } },
      ]);
      expect(await count('SELECT count(*) AS n FROM order_line WHERE order_id = $1', [order.id])).toBe(2);
      expect(await count('SELECT count(*) AS n FROM order_line_option o JOIN order_line l ON l.id = o.order_line_id WHERE l.order_id = $1', [order.id])).toBe(1);
      expect(await history(order.id)).toEqual([{ from_status: null, to_status: 'PENDING_PAYMENT', reason: '주문 접수' }]);
      expect(await book.findByNumber(order.orderNumber)).toEqual(order);
      expect(await book.findById(order.id)).toEqual(order);
    });

    it('answers the existing order for the same member and key, created false', async () => {
      const input = newOrder(owner.id);
      const first = await book.placePending(input);
      const again = await book.placePending({ ...input, totalPrice: 1 });
      expect(again).toEqual({ created: false, order: first.order });
      expect(await count('SELECT count(*) AS n FROM orders WHERE member_id = $1 AND idempotency_key = $2', [owner.id, input.idempotencyKey])).toBe(1);
    });

    it('makes one order from 10 parallel calls with one key', async () => {
      const input = newOrder(owner.id);
      const answers = await Promise.all(Array.from({ length: 10 }, () => book.placePending(input)));
      expect(answers.filter((answer) => answer.created)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.order.id)).size).toBe(1);
      expect(await count('SELECT count(*) AS n FROM orders WHERE member_id = $1 AND idempotency_key = $2', [owner.id, input.idempotencyKey])).toBe(1);
      expect(await count('SELECT count(*) AS n FROM order_line WHERE order_id = $1', [answers[0].order.id])).toBe(2);
    });

    it("makes one order from 5 parallel calls with one key, each inside the caller's own unit of work", async () => {
      const input = newOrder(owner.id);
      const unitOfWork = app.get<UnitOfWorkPort>(UNIT_OF_WORK);
      const answers = await Promise.all(Array.from({ length: 5 }, () => unitOfWork.run(() => book.placePending(input))));
      expect(answers.filter((answer) => answer.created)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.order.id)).size).toBe(1);
      expect(await count('SELECT count(*) AS n FROM orders WHERE member_id = $1 AND idempotency_key = $2', [owner.id, input.idempotencyKey])).toBe(1);
    });

    it('keeps keys apart per member, and refuses amounts that do not add up (nothing saved)', async () => {
      const key = randomUUID();
      const mine = await placed(owner.id, { idempotencyKey: key });
      const theirs = await placed(other.id, { idempotencyKey: key });
      expect(theirs.id).not.toBe(mine.id);
      const wrong = newOrder(owner.id, { totalPrice: 63_000 });
      await expect(book.placePending(wrong)).rejects.toThrow('ORDERING.TOTALS_MISMATCH');
      expect(await count('SELECT count(*) AS n FROM orders WHERE idempotency_key = $1', [wrong.idempotencyKey])).toBe(0);
    });

    it('draws another number when the drawn one is taken (the unique index decides)', async () => {
      // Ten signs drawn, the same ten again (taken), then ten others (the last sign moved on by one).
      const signs = Array.from({ length: 10 }, () => randomInt(0, 31));
      const others = [...signs.slice(0, 9), (signs[9] + 1) % 31];
      const draws = [...signs, ...signs, ...others];
      const scripted = new OrderBookService(
        app.get<OrderRepositoryPort>(ORDER_REPOSITORY),
        app.get<UnitOfWorkPort>(UNIT_OF_WORK),
        { int: () => draws.shift() ?? 0 },
        app.get<KoreanHolidaysPort>(KOREAN_HOLIDAYS),
      );
      // A day of its own, far back, so no other order of the run holds these numbers.
      const now = new Date(Date.UTC(1990 + randomInt(0, 30), randomInt(0, 12), 1 + randomInt(0, 28)));
      const first = (await scripted.placePending(newOrder(owner.id, { now }))).order;
      const second = await scripted.placePending(newOrder(owner.id, { now }));
      expect(second.created).toBe(true);
      expect(second.order.orderNumber).not.toBe(first.orderNumber);
      expect(second.order.orderNumber.slice(0, 9)).toBe(first.orderNumber.slice(0, 9));
      const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
      expect(first.orderNumber.slice(9)).toBe(signs.map((sign) => alphabet[sign]).join(''));
      expect(second.order.orderNumber.slice(9)).toBe(others.map((sign) => alphabet[sign]).join(''));
    });

    it('keeps the prices of the day: changing the goods afterwards changes no order', async () => {
      const order = await placed();
      await sql('UPDATE goods SET price = price + 10000, goods_name = $2 WHERE id = $1', [goodsId, '이름이 바뀐 토트백']);
      const answer = await owner.browser.get('/api/order_end.php', { o_idx: order.id });
      expect(answer.status).toBe(200);
      const orders = answer.body.orders as { goods: { goodsName: string; price: number }[]; orderItems: { unitPrice: number; lineTotal: number }[] };
      expect(orders.goods[0]).toMatchObject({ goodsName: '주문 테스트 토트백', price: 39_000 });
      expect(orders.orderItems[0]).toMatchObject({ unitPrice: 39_000, lineTotal: 44_000 });
    });
  });

  describe('claiming, paying and failing', () => {
    it('lets exactly one of 20 parallel claims win; the others are busy', async () => {
      const order = await placed();
      const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => book.claimForApproval(order.orderNumber, `tid-race-${order.id}-${i}`, new Date())));
      expect(outcomes.filter((outcome) => outcome === 'claimed')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'busy')).toHaveLength(19);
      const [row] = await sql<{ status: string; approving_tid: string }>('SELECT status, approving_tid FROM orders WHERE id = $1', [order.id]);
      expect(row.status).toBe('PAYMENT_APPROVING');
      expect(row.approving_tid).toBe(`tid-race-${order.id}-${outcomes.indexOf('claimed')}`);
      expect((await history(order.id)).map((entry) => entry.to_status)).toEqual(['PENDING_PAYMENT', 'PAYMENT_APPROVING']);
    });

    it('records the payment (PREPARING), after which a claim answers paid', async () => {
      const order = await paid();
      expect(order).toMatchObject({ status: 'PREPARING', oStatus: '0' });
      expect(order.payments).toHaveLength(1);
      expect(await book.claimForApproval(order.orderNumber, 'tid-late', new Date())).toBe('paid');
      expect(await count('SELECT count(*) AS n FROM order_payment WHERE order_id = $1 AND NOT cancelled', [order.id])).toBe(1);
      expect((await history(order.id)).map((entry) => [entry.from_status, entry.to_status])).toEqual([
        [null, 'PENDING_PAYMENT'],
        ['PENDING_PAYMENT', 'PAYMENT_APPROVING'],
        ['PAYMENT_APPROVING', 'PREPARING'],
      ]);
    });

    it('refuses a payment of another amount, and one for an order nobody claimed', async () => {
      const unclaimed = await placed();
      expect(await book.recordPayment(unclaimed.id, payment(`tid-${randomUUID()}`), new Date())).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
      const order = await placed();
      await book.claimForApproval(order.orderNumber, 'tid-x', new Date());
      expect(await book.recordPayment(order.id, payment(`tid-${randomUUID()}`, 100), new Date())).toMatchObject({ ok: false, code: 'ORDERING.PAYMENT_AMOUNT_MISMATCH' });
      expect(await statusOf(order.id)).toBe('PAYMENT_APPROVING');
      expect(await count('SELECT count(*) AS n FROM order_payment WHERE order_id = ANY($1::bigint[])', [[unclaimed.id, order.id]])).toBe(0);
    });

    it("joins the caller's unit of work: when the caller fails afterwards, the payment is not recorded", async () => {
      const order = await placed();
      await book.claimForApproval(order.orderNumber, 'tid-unit', new Date());
      const unitOfWork = app.get<UnitOfWorkPort>(UNIT_OF_WORK);
      await expect(
        unitOfWork.run(async () => {
          const recorded = await book.recordPayment(order.id, payment(`tid-${randomUUID()}`), new Date());
          expect(recorded.ok).toBe(true);
          throw new Error('the checkout failed after recording');
        }),
      ).rejects.toThrow('the checkout failed after recording');
      expect(await statusOf(order.id)).toBe('PAYMENT_APPROVING');
      expect(await count('SELECT count(*) AS n FROM order_payment WHERE order_id = $1', [order.id])).toBe(0);
    });

    it('refuses to save an order changed since it was read (optimistic lock): nothing is written', async () => {
      const order = await placed();
      const orders = app.get<OrderRepositoryPort>(ORDER_REPOSITORY);
      const [mine, stale] = [await orders.findById(order.id), await orders.findById(order.id)];
      if (!mine || !stale) throw new Error('order not found');
      mine.abandon(new Date());
      expect((await orders.save(mine)).ok).toBe(true);
      stale.failPayment('늦은 실패', new Date());
      expect(await orders.save(stale)).toMatchObject({ ok: false, code: 'ORDERING.ORDER_CHANGED' });
      expect((await history(order.id)).map((entry) => entry.reason)).toEqual(['주문 접수', '결제를 취소하셨습니다.']);
    });

    it('fails a payment with the provider message; a claim then answers closed', async () => {
      const order = await placed();
      await book.claimForApproval(order.orderNumber, 'tid-fail', new Date());
      const failed = await book.failPayment(order.id, '카드 한도가 초과되었습니다.', new Date());
      expect(failed).toMatchObject({ ok: true, value: { status: 'PAYMENT_FAILED', oStatus: 'failed' } });
      expect(await book.claimForApproval(order.orderNumber, 'tid-again', new Date())).toBe('closed');
      expect((await history(order.id)).at(-1)).toEqual({ from_status: 'PAYMENT_APPROVING', to_status: 'PAYMENT_FAILED', reason: '카드 한도가 초과되었습니다.' });
      expect(await book.failPayment(order.id, 'again', new Date())).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    });

    it('answers not-found for a claim on an unknown number, and not found for a payment on an unknown id', async () => {
      expect(await book.claimForApproval('19990101-000000', 'tid', new Date())).toBe('not-found');
      expect(await book.recordPayment(2_000_000_000, payment('tid-none'), new Date())).toMatchObject({ ok: false, code: 'ORDERING.ORDER_NOT_FOUND' });
    });

    it("lets the shopper abandon their own pending order only; another member's is not found", async () => {
      const order = await placed();
      expect(await book.abandon(other.id, order.id, new Date())).toMatchObject({ ok: false, code: 'ORDERING.ORDER_NOT_FOUND' });
      expect(await statusOf(order.id)).toBe('PENDING_PAYMENT');
      expect(await book.abandon(owner.id, order.id, new Date())).toMatchObject({ ok: true, value: { status: 'PAYMENT_FAILED' } });
      expect((await history(order.id)).at(-1)?.reason).toBe('결제를 취소하셨습니다.');
      const approving = await placed();
      await book.claimForApproval(approving.orderNumber, 'tid-abandon', new Date());
      expect(await book.abandon(owner.id, approving.id, new Date())).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
    });

    it('finds approvals claimed before a time (a crashed approval), not fresh ones', async () => {
      const stuck = await placed();
      const fresh = await placed();
      const hourAgo = new Date(Date.now() - 3_600_000);
      await book.claimForApproval(stuck.orderNumber, 'tid-stuck', hourAgo);
      await book.claimForApproval(fresh.orderNumber, 'tid-fresh', new Date());
      const found = await book.findStuckApprovals(new Date(Date.now() - 10 * 60_000), 1000);
      const ids = found.map((order) => order.id);
      expect(ids).toContain(stuck.id);
      expect(ids).not.toContain(fresh.id);
      expect(found.find((order) => order.id === stuck.id)).toMatchObject({ status: 'PAYMENT_APPROVING', approvingTid: 'tid-stuck', approvingSince: hourAgo });
    });

    it('allows at most one live payment per order and one row per provider transaction', async () => {
      const order = await paid();
      const insert = (tid: string) =>
        sql(`INSERT INTO order_payment (order_id, gateway, tid, method, amount, paid_at, description) VALUES ($1, 'sandbox', $2, 'card', 64000, now(), 'x')`, [order.id, tid]);
      await expect(insert(`tid-${randomUUID()}`)).rejects.toThrow(/order_payment_one_live_key/);
      await expect(insert(order.payments[0].tid)).rejects.toThrow(/order_payment_gateway_tid_key|order_payment_one_live_key/);
    });
  });

  describe('GET /api/order_end.php', () => {
    it('answers the order and its payment as api.md shapes them', async () => {
      const order = await paid();
      const answer = await owner.browser.get('/api/order_end.php', { o_idx: order.id });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        result: '0000',
        orders: {
          id: order.id,
          orderNumber: order.orderNumber,
          created: order.created.toISOString(),
          oStatus: '0',
          status: 'PREPARING',
          ordererName: '김민수',
          ordererEmail: 'minsu@example.com',
          ordererPhone: '01012345678',
          recipient: '이서연',
          phone: '01098765432',
          zipCode: '04524',
          address: '서울 중구 세종대로 110',
          adrDetail: '3층',
          request: '문 앞에 놓아주세요',
          goods: [
            { id: goodsId, goodsName: '주문 테스트 토트백', thumb_src: '/images/goods/fixture.svg', price: 39_000 },
            { id: goodsId, goodsName: '카드 지갑', thumb_src: '/images/goods/fixture.svg', price: 12_000 },
          ],
          orderItems: [
            { goodsId, amount: 1, unitPrice: 39_000, options: [{ categoryName: '각인', optName: '이니셜', price: 5_000 }], lineTotal: 44_000 },
            { goodsId, amount: 2, unitPrice: 12_000, options: [], lineTotal: 24_000 },
          ],
          goodsTotal: 68_000,
          shippingFee: 0,
          couponDiscount: 3_000,
          couponName: '신규 가입 쿠폰',
          pointsUsed: 1_000,
          totalPrice: 64_000,
          paymentMethod: 'card',
        },
        payment: { paymentId: order.payments[0].tid, paidAt: '2026-11-23T03:05:00.000Z', method: 'card', price: 64_000, description: '신한카드 1234', cancelled: 'N' },
      });
      expect((answer.body.orders as { payments: unknown[] }).payments).toHaveLength(1);
    });

    it('answers payment null for an order not paid yet', async () => {
      const order = await placed();
      const answer = await owner.browser.get('/api/order_end.php', { o_idx: order.id });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ orders: { id: order.id, oStatus: 'pending', payments: [] }, payment: null });
    });

    it("answers 404 for another member's order and for an unknown id, 401 without a session, 400 for a bad id", async () => {
      const order = await placed();
      for (const answer of [await other.browser.get('/api/order_end.php', { o_idx: order.id }), await owner.browser.get('/api/order_end.php', { o_idx: 2_000_000_000 })]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ result: '4040', code: 'ORDERING.ORDER_NOT_FOUND', message: NOT_FOUND });
      }
      expect((await new TestBrowser(app).get('/api/order_end.php', { o_idx: order.id })).status).toBe(401);
      expect((await owner.browser.get('/api/order_end.php', { o_idx: 'abc' })).status).toBe(400);
    });
  });

  describe("My Page's order reads", () => {
    it('GET /api/order/one/{id}: the own order as dto; 404 for another member', async () => {
      const order = await paid();
      const answer = await owner.browser.get(`/api/order/one/${order.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body.dto).toMatchObject({ id: order.id, oStatus: '0', payments: [{ paymentId: order.payments[0].tid, cancelled: 'N' }] });
      const refused = await other.browser.get(`/api/order/one/${order.id}`);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(NOT_FOUND);
      expect((await new TestBrowser(app).get(`/api/order/one/${order.id}`)).status).toBe(401);
    });

    it('lists paid orders newest first, 2 a page, without pending or failed ones; counts them per box', async () => {
      const member = await signUpMember(app);
      const first = await paid(member.id);
      await placed(member.id);
      const failed = await placed(member.id);
      await book.abandon(member.id, failed.id, new Date());
      const second = await paid(member.id);
      const third = await paid(member.id);
      await sql(`UPDATE orders SET status = 'SHIPPING', production_stage = NULL WHERE id = $1`, [third.id]);

      const page = await member.browser.get(`/api/order/${member.id}`, { page: 0 });
      expect(page.status).toBe(200);
      const dto = page.body.dto as { content: { id: number; oStatus: string }[]; totalElements: number; totalPages: number; size: number };
      expect(dto.content.map((order) => order.id)).toEqual([third.id, second.id]);
      expect(dto.content[0].oStatus).toBe('1');
      expect(dto).toMatchObject({ size: 2, totalElements: 3, totalPages: 2 });
      const next = await member.browser.get(`/api/order/${member.id}`, { page: 1, size: 2 });
      expect((next.body.dto as { content: { id: number }[] }).content.map((order) => order.id)).toEqual([first.id]);

      const counts = await member.browser.get(`/api/order/${member.id}/counting`);
      expect(counts.status).toBe(200);
      expect(counts.body.dto).toEqual({ before: 2, after: 1, end: 0, cancel: 0, change: 0, refund: 0 });
    });

    it('keeps the orders placed on the from/to days in Korea (UTC+9), both inclusive', async () => {
      const member = await signUpMember(app);
      const at = async (instant: string) => {
        const order = await paid(member.id);
        await sql('UPDATE orders SET created = $2 WHERE id = $1', [order.id, instant]);
        return order.id;
      };
      await at('2026-10-31T14:59:59Z'); // 10-31 23:59:59 in Seoul
      const first = await at('2026-10-31T15:00:00Z'); // 11-01 00:00 in Seoul
      const last = await at('2026-11-02T14:59:59Z'); // 11-02 23:59:59 in Seoul
      await at('2026-11-02T15:00:00Z'); // 11-03 00:00 in Seoul

      const inside = await member.browser.get(`/api/order/${member.id}`, { from: '2026-11-01', to: '2026-11-02', size: 10 });
      expect(inside.status).toBe(200);
      const dto = inside.body.dto as { content: { id: number }[]; totalElements: number };
      expect(dto.content.map((order) => order.id)).toEqual([last, first]);
      expect(dto.totalElements).toBe(2);
      const fromOnly = await member.browser.get(`/api/order/${member.id}`, { from: '2026-11-03', size: 10 });
      expect((fromOnly.body.dto as { totalElements: number }).totalElements).toBe(1);
      const toOnly = await member.browser.get(`/api/order/${member.id}`, { to: '2026-10-31', size: 10 });
      expect((toOnly.body.dto as { totalElements: number }).totalElements).toBe(1);
      const oneDay = await member.browser.get(`/api/order/${member.id}`, { from: '2026-11-01', to: '2026-11-01' });
      expect((oneDay.body.dto as { content: { id: number }[] }).content.map((order) => order.id)).toEqual([first]);
    });

    it('answers 400 with a Korean message for a bad date, from after to, or a span over 5 years; never 5xx', async () => {
      const list = (query: Record<string, string>) => owner.browser.get(`/api/order/${owner.id}`, query);
      const reversed = await list({ from: '2026-11-02', to: '2026-11-01' });
      expect(reversed.status).toBe(400);
      expect(reversed.body.message).toBe('조회 시작일은 종료일보다 늦을 수 없습니다.');
      const tooLong = await list({ from: '2020-01-01', to: '2025-01-02' });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe('조회 기간은 최대 5년까지 가능합니다.');
      expect((await list({ from: '2020-01-01', to: '2025-01-01' })).status).toBe(200);
      for (const bad of ['2026-02-30', '2026-13-01', '20261101', 'yesterday', "2026-11-01' OR 1=1", '9999999-01-01', '']) {
        const answer = await list({ from: bad });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('조회 시작일이 올바르지 않습니다.');
        expect((await list({ to: bad })).status).toBe(400);
      }
    });

    it("refuses another member's list and counts with 403, and a guest with 401", async () => {
      expect((await other.browser.get(`/api/order/${owner.id}`)).status).toBe(403);
      expect((await other.browser.get(`/api/order/${owner.id}/counting`)).status).toBe(403);
      expect((await new TestBrowser(app).get(`/api/order/${owner.id}`)).status).toBe(401);
      expect((await owner.browser.get(`/api/order/${owner.id}`, { size: 0 })).status).toBe(400);
    });
  });
});
