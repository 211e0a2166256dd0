import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SandboxPaymentStore } from '../../src/modules/payments/infrastructure/gateway/sandbox/sandbox-payment.store';
import { ORDER_REPOSITORY } from '../../src/modules/ordering/application/ordering.di-tokens';
import type { OrderRepositoryPort } from '../../src/modules/ordering/application/ports/order.repository.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../src/shared/application/unit-of-work.port';
import { type Result, ok } from '../../src/shared/domain/result';
import { sql } from '../support/database';
import { type CheckoutGoods, giveCoupon, givePoints, insertCheckoutGoods, NEW_ADDRESS, payWithSandbox, placeOrder, pointBalance, settledRefunds } from '../support/checkout-helpers';
import { signUpMember, type SignedUp } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';
import { staffOrderActor } from '../../src/modules/ordering/domain/order-actor';

const INVALID_PATH = '잘못된 경로입니다.';
const EDIT = { recipient: '이서연', phone: '010-9876-5432', adrDetail: '5층 501호', request: '경비실에 맡겨주세요' };

/**
 * A member's changes while an order is prepared: the shipping edit (PUT /api/order/one/{id}) and the cancel
 * (POST /api/order/one/{id}/cancel) with its refund through the sandbox gateway, coupon and points given back.
 * Races run the calls at once (Promise.all) and count what the database and the provider hold, not answers.
 */
describe('order changes while preparing (contract)', () => {
  let app: NestFastifyApplication;
  let goods: CheckoutGoods; // 20,000, no options
  let store: SandboxPaymentStore;

  beforeAll(async () => {
    app = await createTestApp();
    goods = await insertCheckoutGoods(20_000);
    store = app.get(SandboxPaymentStore);
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  /** 2 × 20,000 = 40,000 (free shipping) − 5,000 coupon − 1,000 points = 34,000, paid through the sandbox. */
  async function paidOrder(member: SignedUp, withPromotions = true) {
    const couponId = withPromotions ? await giveCoupon(member.id, { discountPrice: 5_000 }) : undefined;
    if (withPromotions) await givePoints(member.id, 3_000);
    const placed = await placeOrder(member.browser, member.id, [{ goodsId: goods.id, amount: 2 }], withPromotions ? { couponId, point: 1_000 } : {});
    const returned = await payWithSandbox(app, placed);
    if (returned.location !== `/payment/complete/${placed.id}`) throw new Error(`not paid: ${returned.location}`);
    const [payment] = await sql<{ tid: string }>('SELECT tid FROM order_payment WHERE order_id = $1', [placed.id]);
    return { ...placed, couponId, tid: payment.tid };
  }

  /** A staff move through the order aggregate and its repository, in one unit (the row locked as the back office will). */
  async function staffMove(orderId: number, to: 'SHIPPING' | 'CANCELLED'): Promise<Result<void>> {
    const orders = app.get<OrderRepositoryPort>(ORDER_REPOSITORY);
    return app.get<UnitOfWorkPort>(UNIT_OF_WORK).run(async () => {
      const order = await orders.lockById(orderId);
      if (!order) throw new Error('no order');
      const moved = order.moveTo(to, '송장 번호 등록', new Date(), staffOrderActor(1, 'staff@shop.test'));
      if (!moved.ok) return moved;
      const saved = await orders.save(order);
      return saved.ok ? ok(undefined) : saved;
    });
  }

  const orderRow = async (orderId: number) =>
    (await sql<{ status: string; recipient: string; phone: string; adr_detail: string; request: string; zip_code: string; address: string }>(
      'SELECT status, recipient, phone, adr_detail, request, zip_code, address FROM orders WHERE id = $1',
      [orderId],
    ))[0];
  const historyOf = (orderId: number) => sql<{ from_status: string | null; to_status: string; reason: string }>('SELECT from_status, to_status, reason FROM order_status_history WHERE order_id = $1 ORDER BY id', [orderId]);
  const paymentsOf = (orderId: number) => sql<{ amount: number; cancelled: boolean }>('SELECT amount, cancelled FROM order_payment WHERE order_id = $1', [orderId]);
  const couponUsedBy = async (memberCouponId: number) => (await sql<{ used_order_id: string | null }>('SELECT used_order_id FROM member_coupon WHERE id = $1', [memberCouponId]))[0].used_order_id;
  const ledgerOf = (orderId: number) => sql<{ kind: string; amount: number }>('SELECT kind, amount FROM point_ledger WHERE order_id = $1 ORDER BY id', [orderId]);

  describe('the shipping edit', () => {
    it('changes recipient, phone, detail address and request while preparing, keeping the old values in the history', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member, false);
      const answer = await member.browser.put(`/api/order/one/${order.id}`, EDIT);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ result: '0000' });
      // The address book's rules normalise the phone; the zip code and the address stay the order's.
      expect(await orderRow(order.id)).toEqual({
        status: 'PREPARING',
        recipient: '이서연',
        phone: '01098765432',
        adr_detail: '5층 501호',
        request: '경비실에 맡겨주세요',
        zip_code: NEW_ADDRESS.zipCode,
        address: NEW_ADDRESS.address,
      });
      expect((await historyOf(order.id)).at(-1)).toEqual({
        from_status: 'PREPARING',
        to_status: 'PREPARING',
        reason: `배송 정보 변경 (이전: 받는 분 ${NEW_ADDRESS.recipient}, 연락처 ${NEW_ADDRESS.phone}, 상세주소 ${NEW_ADDRESS.adrDetail}, 요청사항 문 앞에 놓아주세요)`,
      });
      const read = await member.browser.get(`/api/order/one/${order.id}`);
      expect(read.body.dto).toMatchObject({ recipient: '이서연', phone: '01098765432', adrDetail: '5층 501호', request: '경비실에 맡겨주세요', oStatus: '0' });
    });

    it.each([
      ['an empty recipient', { recipient: '  ' }, '받는 분을 입력해주세요.'],
      ['a phone that is not a Korean number', { phone: '12345' }, undefined],
      ['a recipient longer than the address book allows', { recipient: '가'.repeat(31) }, undefined],
      ['a detail address longer than the address book allows', { adrDetail: '가'.repeat(101) }, undefined],
      ['a request over 100 characters', { request: '가'.repeat(101) }, '배송 요청사항은 100자까지 입력할 수 있습니다.'],
      ['a recipient that is not text', { recipient: 12 }, '받는 분을 입력해주세요.'],
    ] as const)('refuses %s with a Korean 400, and changes nothing', async (_name, change, message) => {
      const member = await signUpMember(app);
      const order = await paidOrder(member, false);
      const before = await orderRow(order.id);
      const answer = await member.browser.put(`/api/order/one/${order.id}`, { ...EDIT, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.result).not.toBe('0000');
      expect(answer.body.message).toMatch(message ?? /[가-힣]/);
      expect(await orderRow(order.id)).toEqual(before);
    });

    it("answers another member's order exactly like a missing one, and changes nothing", async () => {
      const owner = await signUpMember(app);
      const other = await signUpMember(app);
      const order = await paidOrder(owner, false);
      const before = await orderRow(order.id);
      const theirs = await other.browser.put(`/api/order/one/${order.id}`, EDIT);
      const missing = await other.browser.put('/api/order/one/999999999', EDIT);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
      expect(theirs.body).toMatchObject({ message: INVALID_PATH });
      expect(await orderRow(order.id)).toEqual(before);
    });

    it('is refused once shipping has begun, and nothing changes', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member, false);
      expect((await staffMove(order.id, 'SHIPPING')).ok).toBe(true);
      const before = await orderRow(order.id);
      const answer = await member.browser.put(`/api/order/one/${order.id}`, EDIT);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'ORDERING.SHIPPING_BEGUN', message: '배송이 시작된 주문은 배송 정보를 변경할 수 없습니다.' });
      expect(await orderRow(order.id)).toEqual(before);
    });

    it('needs a session and the anti-forgery token', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member, false);
      expect((await member.browser.put(`/api/order/one/${order.id}`, EDIT, { csrf: false })).status).toBe(403);
      const stranger = (await signUpMember(app)).browser;
      await stranger.get('/api/logout');
      expect((await stranger.put(`/api/order/one/${order.id}`, EDIT)).status).toBe(401);
      expect((await orderRow(order.id)).recipient).toBe(NEW_ADDRESS.recipient);
    });
  });

  describe('the cancel', () => {
    it('cancels the order with the reason; the refund goes through the gateway after the commit, then the coupon and the points come back', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      expect(await pointBalance(member.id)).toBe(2_000);
      expect(Number(await couponUsedBy(order.couponId!))).toBe(order.id);
      expect(await store.stateOf(order.tid)).toBe('approved');

      const answer = await member.browser.post(`/api/order/one/${order.id}/cancel`, { reason: '단순 변심' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ result: '0000' });
      expect(await settledRefunds(order.id)).toMatchObject([{ amount: 34_000, status: 'succeeded', cause: 'member-cancel', partial: false, attempts: 1 }]);
      expect(await store.stateOf(order.tid)).toBe('cancelled');
      expect((await orderRow(order.id)).status).toBe('CANCELLED');
      expect(await paymentsOf(order.id)).toEqual([{ amount: 34_000, cancelled: true }]);
      expect((await historyOf(order.id)).at(-1)).toEqual({ from_status: 'PREPARING', to_status: 'CANCELLED', reason: '회원 주문 취소: 단순 변심' });
      expect(await pointBalance(member.id)).toBe(3_000);
      expect(await ledgerOf(order.id)).toEqual([
        { kind: 'use', amount: -1_000 },
        { kind: 'return', amount: 1_000 },
      ]);
      expect(await couponUsedBy(order.couponId!)).toBeNull();
      // The coupon is usable again: the quote applies it.
      const quote = await member.browser.post('/api/order/quote.php', { memberId: member.id, goodsId: [goods.id], amount: [1], options: [[]], couponId: order.couponId });
      expect(quote.body.dto).toMatchObject({ couponDiscount: 5_000 });

      const read = await member.browser.get(`/api/order/one/${order.id}`);
      expect(read.body.dto).toMatchObject({ oStatus: 'cancelled', status: 'CANCELLED', payments: [{ cancelled: 'Y' }], refundStatus: 'DONE' });
      const counts = await member.browser.get(`/api/order/${member.id}/counting`);
      expect(counts.body.dto).toMatchObject({ before: 0, cancel: 1 });
    });

    it('refunds exactly once when two cancels arrive together', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      const refunds = jest.spyOn(store, 'cancel');
      const answers = await Promise.all([1, 2].map(() => member.browser.post(`/api/order/one/${order.id}/cancel`, {})));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ message: '이미 취소된 주문입니다.' });
      expect(await settledRefunds(order.id)).toMatchObject([{ status: 'succeeded' }]);
      expect((await Promise.all(refunds.mock.results.map((result) => result.value))).filter((given) => given === true)).toHaveLength(1);
      expect(await paymentsOf(order.id)).toEqual([{ amount: 34_000, cancelled: true }]);
      expect(await ledgerOf(order.id)).toEqual([
        { kind: 'use', amount: -1_000 },
        { kind: 'return', amount: 1_000 },
      ]);
      expect(await pointBalance(member.id)).toBe(3_000);
      expect((await historyOf(order.id)).filter((entry) => entry.to_status === 'CANCELLED')).toHaveLength(1);
    });

    it('settles a cancel racing the staff shipping it with one consistent outcome', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      const [cancel, ship] = await Promise.all([member.browser.post(`/api/order/one/${order.id}/cancel`, {}), staffMove(order.id, 'SHIPPING')]);
      const status = (await orderRow(order.id)).status;
      if (status === 'CANCELLED') {
        expect(cancel.status).toBe(200);
        expect(ship).toMatchObject({ ok: false, code: 'ORDERING.TRANSITION_NOT_ALLOWED' });
        expect(await settledRefunds(order.id)).toMatchObject([{ status: 'succeeded' }]);
        expect(await store.stateOf(order.tid)).toBe('cancelled');
        expect(await pointBalance(member.id)).toBe(3_000);
      } else {
        expect(status).toBe('SHIPPING');
        expect(ship.ok).toBe(true);
        expect(cancel.status).toBe(409);
        expect(await store.stateOf(order.tid)).toBe('approved');
        expect(await paymentsOf(order.id)).toEqual([{ amount: 34_000, cancelled: false }]);
        expect(await pointBalance(member.id)).toBe(2_000);
      }
    });

    it('keeps the cancel when the provider refuses the refund: 환불 처리 중 for the member, failed for staff after its tries, coupon and points still spent', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      jest.spyOn(store, 'cancel').mockResolvedValue(false);
      const answer = await member.browser.post(`/api/order/one/${order.id}/cancel`, { reason: '단순 변심' });
      expect(answer.status).toBe(200);
      expect((await orderRow(order.id)).status).toBe('CANCELLED');
      expect(await settledRefunds(order.id)).toMatchObject([{ amount: 34_000, status: 'failed', attempts: 2 }]);
      expect(Number(await couponUsedBy(order.couponId!))).toBe(order.id);
      expect(await ledgerOf(order.id)).toEqual([{ kind: 'use', amount: -1_000 }]);
      expect(await pointBalance(member.id)).toBe(2_000);
      expect(await store.stateOf(order.tid)).toBe('approved');
      const read = await member.browser.get(`/api/order/one/${order.id}`);
      expect(read.body.dto).toMatchObject({ status: 'CANCELLED', refundStatus: 'PENDING' });
    });

    it('is refused once shipping has begun, and after a cancel nothing can be edited', async () => {
      const member = await signUpMember(app);
      const shipped = await paidOrder(member);
      expect((await staffMove(shipped.id, 'SHIPPING')).ok).toBe(true);
      const refused = await member.browser.post(`/api/order/one/${shipped.id}/cancel`, {});
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'ORDERING.SHIPPING_BEGUN', message: '배송이 시작된 주문은 취소할 수 없습니다.' });
      expect(await store.stateOf(shipped.tid)).toBe('approved');
      expect(await paymentsOf(shipped.id)).toEqual([{ amount: 34_000, cancelled: false }]);

      const cancelled = await paidOrder(member);
      expect((await member.browser.post(`/api/order/one/${cancelled.id}/cancel`, {})).status).toBe(200);
      const edit = await member.browser.put(`/api/order/one/${cancelled.id}`, EDIT);
      expect(edit.status).toBe(409);
      expect(edit.body).toMatchObject({ message: '이미 취소된 주문입니다.' });
    });

    it("answers another member's order exactly like a missing one, and refunds nothing", async () => {
      const owner = await signUpMember(app);
      const other = await signUpMember(app);
      const order = await paidOrder(owner);
      const theirs = await other.browser.post(`/api/order/one/${order.id}/cancel`, {});
      const missing = await other.browser.post('/api/order/one/999999999/cancel', {});
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
      expect(theirs.body).toMatchObject({ message: INVALID_PATH });
      expect((await orderRow(order.id)).status).toBe('PREPARING');
      expect(await store.stateOf(order.tid)).toBe('approved');
    });

    it('refuses a reason that is not text or too long with a Korean 400', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member, false);
      for (const reason of [12, '가'.repeat(101)]) {
        const answer = await member.browser.post(`/api/order/one/${order.id}/cancel`, { reason });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toMatch(/취소 사유/);
      }
      expect((await orderRow(order.id)).status).toBe('PREPARING');
    });
  });

  describe('who moved the order, and the workshop board', () => {
    const stageOf = async (orderId: number) => (await sql<{ production_stage: string | null }>('SELECT production_stage FROM orders WHERE id = $1', [orderId]))[0].production_stage;
    const movesOf = (orderId: number) =>
      sql<{ to_status: string; actor_kind: string; actor_id: number | null; actor_name: string | null }>(
        'SELECT to_status, actor_kind, actor_id, actor_name FROM order_status_history WHERE order_id = $1 ORDER BY id',
        [orderId],
      );

    it('names the member, the system and staff in the history, and keeps a paid made-to-order order on the board until it ships', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member, false);
      expect(await stageOf(order.id)).toBe('CONFIRMED');
      expect((await member.browser.put(`/api/order/one/${order.id}`, EDIT)).status).toBe(200);
      expect(await staffMove(order.id, 'SHIPPING')).toEqual(ok(undefined));
      expect(await stageOf(order.id)).toBeNull();
      expect(await movesOf(order.id)).toEqual([
        { to_status: 'PENDING_PAYMENT', actor_kind: 'member', actor_id: member.id, actor_name: null },
        { to_status: 'PAYMENT_APPROVING', actor_kind: 'system', actor_id: null, actor_name: null },
        { to_status: 'PREPARING', actor_kind: 'system', actor_id: null, actor_name: null },
        { to_status: 'PREPARING', actor_kind: 'member', actor_id: member.id, actor_name: null },
        { to_status: 'SHIPPING', actor_kind: 'staff', actor_id: 1, actor_name: 'staff@shop.test' },
      ]);
    });

    it('keeps an order of goods that are not made to order off the board', async () => {
      const ready = await insertCheckoutGoods(20_000, [], false);
      const member = await signUpMember(app);
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: ready.id, amount: 1 }]);
      expect((await payWithSandbox(app, placed)).location).toBe(`/payment/complete/${placed.id}`);
      expect((await sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [placed.id]))[0].status).toBe('PREPARING');
      expect(await stageOf(placed.id)).toBeNull();
    });
  });
});
