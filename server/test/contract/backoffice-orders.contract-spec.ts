import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { SandboxPaymentStore } from '../../src/modules/payments/infrastructure/gateway/sandbox/sandbox-payment.store';
import { idempotentJobId } from '../../src/shared/infrastructure/jobs/idempotent-job-id';
import { sql } from '../support/database';
import { type CheckoutGoods, giveCoupon, givePoints, insertCheckoutGoods, payWithSandbox, placeOrder, pointBalance, settledRefunds } from '../support/checkout-helpers';
import { signUpMember, type SignedUp, type TestBrowser } from '../support/membership-helpers';
import { createStaffAccount, staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

/** The answer's payload, read loosely (each test states what it expects of it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const dto = (answer: { body: Record<string, unknown> }): any => answer.body.dto;

const DEFECT = { kind: 'return', reason: 'defect', detail: '가방 손잡이의 박음질이 풀려 있습니다.' };
const EXCHANGE = { kind: 'exchange', reason: 'defect', detail: '가방 손잡이의 박음질이 풀려 있습니다.' };

/**
 * The back office's orders (issue 9): the list, the staff view of an order, the tracking number, delivery, the
 * staff cancel with its refund, the cancel/return/exchange requests and their decisions (partial refunds through
 * the sandbox gateway, one decision per request), the courier's CSV and the logs each of them writes.
 */
describe('back office: orders, shipments, cancels and claims (contract)', () => {
  let app: NestFastifyApplication;
  let goods: CheckoutGoods; // 20,000, no options
  let store: SandboxPaymentStore;
  let staff: TestBrowser;
  let staffId: number;

  beforeAll(async () => {
    app = await createTestApp();
    goods = await insertCheckoutGoods(20_000);
    store = app.get(SandboxPaymentStore);
    const logged = await staffBrowser(app, 'staff');
    staff = logged.browser;
    staffId = logged.account.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** 2 × 20,000 = 40,000 (free shipping), with promotions − 5,000 coupon − 1,000 points = 34,000; paid through the sandbox. */
  async function paidOrder(member: SignedUp, withPromotions = false) {
    const couponId = withPromotions ? await giveCoupon(member.id, { discountPrice: 5_000 }) : undefined;
    if (withPromotions) await givePoints(member.id, 3_000);
    const placed = await placeOrder(member.browser, member.id, [{ goodsId: goods.id, amount: 2 }], withPromotions ? { couponId, point: 1_000 } : {});
    const returned = await payWithSandbox(app, placed);
    if (returned.location !== `/payment/complete/${placed.id}`) throw new Error(`not paid: ${returned.location}`);
    const [payment] = await sql<{ tid: string }>('SELECT tid FROM order_payment WHERE order_id = $1', [placed.id]);
    return { ...placed, couponId, tid: payment.tid };
  }

  /** Delivered with the member's request; a return's pickup started by staff (회수 중) unless `pickup` is false. */
  async function deliveredWithClaim(member: SignedUp, claim: { kind: string } & Record<string, unknown> = DEFECT, withPromotions = false, pickup = true) {
    const order = await paidOrder(member, withPromotions);
    expect((await staff.put(`/api/order/${order.id}`, { orderId: order.id, trackingNumber: '123456789012', carrierCode: '04' })).status).toBe(200);
    expect((await staff.post(`/api/order/${order.id}/delivered`, {})).status).toBe(200);
    const asked = await member.browser.post(`/api/order/one/${order.id}/claim`, claim);
    expect(asked.status).toBe(200);
    if (pickup && claim.kind === 'return') expect((await staff.post(`/api/claims/${order.id}/pickup`, {})).status).toBe(200);
    return order;
  }

  const statusOf = async (orderId: number) => (await sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status;
  const paymentsOf = (orderId: number) => sql<{ amount: number; cancelled: boolean }>('SELECT amount, cancelled FROM order_payment WHERE order_id = $1', [orderId]);
  const audits = (orderId: number) =>
    sql<{ action: string; admin_id: number | null; before: unknown; after: unknown }>(
      "SELECT action, admin_id, before, after FROM admin_audit_log WHERE target_type = 'order' AND target_id = $1 ORDER BY id",
      [String(orderId)],
    );
  const looks = (purpose: string) =>
    sql<{ admin_id: number | null; subject_id: string | null; fields: string[] }>('SELECT admin_id, subject_id, fields FROM personal_data_access_log WHERE purpose = $1 ORDER BY id', [purpose]);

  describe('who may call', () => {
    it('refuses the staff routes without a staff session (401) and to a member (403)', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      const anonymous = request(app.getHttpServer());
      for (const path of ['/api/order', '/api/claims', '/api/order/export.csv', `/api/claims/${order.id}`]) {
        const answer = await anonymous.get(path).set('accept', 'application/json');
        expect({ path, status: answer.status, message: answer.body.message }).toEqual({ path, status: 401, message: '관리자 로그인이 필요합니다.' });
        const asMember = await member.browser.get(path);
        expect({ path, status: asMember.status }).toEqual({ path, status: 403 });
      }
      const ship = await member.browser.put(`/api/order/${order.id}`, { orderId: order.id, trackingNumber: '123456789012' });
      expect(ship.status).toBe(403);
      const cancel = await member.browser.post(`/api/order/${order.id}/staff-cancel`, {});
      expect(cancel.status).toBe(403);
      expect(await statusOf(order.id)).toBe('PREPARING');
    });
  });

  /** An integrator's API token, written straight to the table as backoffice-access.contract-spec does. */
  async function insertToken(scopes: string[]): Promise<string> {
    const owner = await createStaffAccount(app, 'owner');
    const raw = `shop_${randomBytes(24).toString('base64url')}`;
    await sql(
      `INSERT INTO api_token (name, token_hash, token_prefix, scopes, expires_at, revoked_at, created_by, created_at)
       VALUES ($1, $2, $3, $4, now() + interval '1 hour', NULL, $5, now())`,
      [`partner-${raw.slice(5, 11)}`, createHash('sha256').update(raw).digest('hex'), raw.slice(0, 12), scopes, owner.id],
    );
    return raw;
  }

  describe('API tokens', () => {
    it('lets orders:read read and orders:write write, without the anti-forgery token; catalog:read is refused', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      const reader = await insertToken(['orders:read']);
      const writer = await insertToken(['orders:write']);
      const other = await insertToken(['catalog:read']);
      const server = app.getHttpServer();
      const asReader = await request(server).get(`/api/order/one/${order.id}`).set('authorization', `Bearer ${reader}`);
      expect(asReader.status).toBe(200);
      expect(asReader.body.dto).toMatchObject({ view: 'staff', id: order.id });
      expect((await request(server).get('/api/order').set('authorization', `Bearer ${reader}`)).status).toBe(200);
      expect((await request(server).get('/api/order').set('authorization', `Bearer ${other}`)).status).toBe(403);
      expect((await request(server).put(`/api/order/${order.id}`).set('authorization', `Bearer ${reader}`).send({ orderId: order.id, trackingNumber: '123456789012' })).status).toBe(403);
      const shipped = await request(server).put(`/api/order/${order.id}`).set('authorization', `Bearer ${writer}`).send({ orderId: order.id, trackingNumber: '123456789012' });
      expect(shipped.status).toBe(200);
      expect(await statusOf(order.id)).toBe('SHIPPING');
      // A valid token that may not read orders is known and not allowed: 403, as on the staff routes; a token that is
      // not valid falls to the member route's rule (no member session: 401).
      const underScoped = await request(server).get(`/api/order/one/${order.id}`).set('authorization', `Bearer ${other}`);
      expect(underScoped.status).toBe(403);
      expect(underScoped.body).toMatchObject({ code: 'COMMON.STAFF_FORBIDDEN', message: '권한이 없습니다.' });
      expect((await request(server).get(`/api/order/one/${order.id}`).set('authorization', 'Bearer shop_not-a-token')).status).toBe(401);
    });
  });

  describe('the order list', () => {
    it('lists every member\'s paid orders, 10 a page, searchable by number and by the search box, and logs the look', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      const byNumber = await staff.get('/api/order', { orderNumber: order.orderNumber });
      expect(byNumber.status).toBe(200);
      expect(dto(byNumber)).toMatchObject({ size: 10, totalElements: 1 });
      expect(dto(byNumber).content[0]).toMatchObject({
        id: order.id,
        orderNumber: order.orderNumber,
        price: 40_000,
        method: 'card',
        trackingNumber: null,
        status: 'PREPARING',
        oStatus: '0',
        cancled: 'N',
        payments: [{ paymentId: order.tid, price: 40_000, method: 'card', cancled: 'N' }],
      });
      const name = dto(byNumber).content[0].ordererName as string;
      const byOrderer = await staff.get('/api/order', { q: member.email.slice(0, 12), size: 100 });
      expect(dto(byOrderer).content.map((row: { id: number }) => row.id)).toContain(order.id);
      expect(
        dto(byOrderer).content.every(
          (row: { ordererEmail: string; ordererName: string; orderNumber: string }) =>
            row.ordererEmail.includes(member.email.slice(0, 12)) || row.ordererName.includes(member.email.slice(0, 12)) || row.orderNumber.includes(member.email.slice(0, 12)),
        ),
      ).toBe(true);
      expect(name.length).toBeGreaterThan(0);
      expect((await looks('orders.list')).some((look) => look.admin_id === staffId && look.subject_id === null)).toBe(true);

      const badSort = await staff.get('/api/order', { sort: 'password,asc' });
      expect(badSort.status).toBe(400);
      expect(badSort.body.message).toMatch(/sort/);
    });

    it('takes the period as days in Korea: an order at 00:00 KST belongs to that day, one a second before to the day before', async () => {
      const member = await signUpMember(app);
      const early = await paidOrder(member);
      const late = await paidOrder(member);
      await sql("UPDATE orders SET created = '2026-03-09T15:00:00Z' WHERE id = $1", [early.id]); // 2026-03-10 00:00 KST
      await sql("UPDATE orders SET created = '2026-03-09T14:59:59Z' WHERE id = $1", [late.id]); // 2026-03-09 23:59:59 KST
      const ids = async (from: string, to: string) =>
        (dto(await staff.get('/api/order', { from, to, q: member.email, size: 100 })).content as { id: number }[]).map((row) => row.id).sort();
      expect(await ids('2026-03-10', '2026-03-10')).toEqual([early.id]);
      expect(await ids('2026-03-09', '2026-03-09')).toEqual([late.id]);
      expect(await ids('2026-03-09', '2026-03-10')).toEqual([early.id, late.id].sort());
      const reversed = await staff.get('/api/order', { from: '2026-03-10', to: '2026-03-09' });
      expect(reversed.status).toBe(400);
      expect(reversed.body.message).toBe('조회 시작일은 종료일보다 늦을 수 없습니다.');
    });
  });

  describe('the order detail: /api/order/one/{id}', () => {
    it('answers staff the staff view of any order and logs the look; members keep their own view and rules', async () => {
      const owner = await signUpMember(app);
      const other = await signUpMember(app);
      const order = await paidOrder(owner);

      const asStaff = await staff.get(`/api/order/one/${order.id}`);
      expect(asStaff.status).toBe(200);
      expect(dto(asStaff)).toMatchObject({
        view: 'staff',
        id: order.id,
        orderNumber: order.orderNumber,
        memberId: owner.id,
        status: 'PREPARING',
        paymentMethod: 'card',
        shippingFee: 0,
        refundable: 40_000,
        staffPayments: [{ paymentId: order.tid, price: 40_000, cancled: 'N' }],
        orderItems: [{ amount: 2 }],
      });
      expect(dto(asStaff).recipient).toEqual(expect.any(String));
      const detailLooks = await looks('orders.detail');
      expect(detailLooks.at(-1)).toMatchObject({ admin_id: staffId, subject_id: String(order.id), fields: expect.arrayContaining(['recipient', 'phone', 'address']) });

      const asOwner = await owner.browser.get(`/api/order/one/${order.id}`);
      expect(asOwner.status).toBe(200);
      expect(dto(asOwner).id).toBe(order.id);
      expect(dto(asOwner).view).toBeUndefined();
      expect(dto(asOwner).refundable).toBeUndefined();

      const asOther = await other.browser.get(`/api/order/one/${order.id}`);
      expect(asOther.status).toBe(404);
      const anonymous = await request(app.getHttpServer()).get(`/api/order/one/${order.id}`).set('accept', 'application/json');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe('로그인이 필요합니다.');
      expect((await staff.get('/api/order/one/999999999')).status).toBe(404);
    });
  });

  describe('shipping and delivery', () => {
    it('refuses an empty tracking number with the spec\'s message, and changes nothing', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      for (const trackingNumber of ['', '   ', undefined]) {
        const answer = await staff.put(`/api/order/${order.id}`, { orderId: order.id, trackingNumber, carrierCode: '04' });
        expect(answer.status).toBe(400);
        expect(answer.body.result).not.toBe('0000');
        expect(answer.body.message).toBe('운송장번호를 입력해주세요.');
      }
      const mismatch = await staff.put(`/api/order/${order.id}`, { orderId: order.id + 1, trackingNumber: '123456789012' });
      expect(mismatch.status).toBe(400);
      expect(await statusOf(order.id)).toBe('PREPARING');
      expect(await audits(order.id)).toEqual([]);
    });

    it("moves a preparing order to shipping; the member's list shows it shipping; delivered next; both audited", async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      const shipped = await staff.put(`/api/order/${order.id}`, { orderId: order.id, trackingNumber: '123456789012', carrierCode: '04' });
      expect(shipped.status).toBe(200);
      expect(shipped.body).toEqual({ result: '0000', message: '운송장번호가 등록되었습니다.' });
      expect(await statusOf(order.id)).toBe('SHIPPING');

      const list = await member.browser.get(`/api/order/${member.id}`, { page: 0, size: 10 });
      const mine = (dto(list).content as { id: number; oStatus: string }[]).find((row) => row.id === order.id);
      expect(mine?.oStatus).toBe('1');
      const row = dto(await staff.get('/api/order', { orderNumber: order.orderNumber })).content[0];
      expect(row).toMatchObject({ trackingNumber: '123456789012', carrierCode: '04', oStatus: '1' });

      const again = await staff.put(`/api/order/${order.id}`, { orderId: order.id, trackingNumber: '999999999999', carrierCode: '04' });
      expect(again.status).toBe(409);

      const delivered = await staff.post(`/api/order/${order.id}/delivered`, {});
      expect(delivered.status).toBe(200);
      expect(await statusOf(order.id)).toBe('DELIVERED');
      expect((await staff.post(`/api/order/${order.id}/delivered`, {})).status).toBe(409);

      expect(await audits(order.id)).toEqual([
        { action: 'order.ship', admin_id: staffId, before: { status: 'PREPARING', trackingNumber: null }, after: { status: 'SHIPPING', carrierCode: '04', trackingNumber: '123456789012' } },
        { action: 'order.deliver', admin_id: staffId, before: { status: 'SHIPPING' }, after: { status: 'DELIVERED' } },
      ]);
    });
  });

  describe('the staff cancel', () => {
    it('refunds at the provider, marks the payment cancelled and gives the coupon and points back, audited', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member, true);
      expect(await pointBalance(member.id)).toBe(2_000);
      const answer = await staff.post(`/api/order/${order.id}/staff-cancel`, { reason: '재고 부족' });
      await settledRefunds(order.id);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ result: '0000', message: '주문이 취소되었습니다.' });
      expect(await store.stateOf(order.tid)).toBe('cancelled');
      expect(await statusOf(order.id)).toBe('CANCELLED');
      expect(await paymentsOf(order.id)).toEqual([{ amount: 34_000, cancelled: true }]);
      expect(await pointBalance(member.id)).toBe(3_000);
      const [coupon] = await sql<{ used_order_id: string | null }>('SELECT used_order_id FROM member_coupon WHERE id = $1', [order.couponId]);
      expect(coupon.used_order_id).toBeNull();
      expect(await audits(order.id)).toEqual([
        { action: 'order.cancel', admin_id: staffId, before: { status: 'PREPARING' }, after: { status: 'CANCELLED', refunded: 34_000, refundPending: true, reason: '재고 부족' } },
      ]);
      const read = await member.browser.get(`/api/order/one/${order.id}`);
      expect(dto(read)).toMatchObject({ status: 'CANCELLED', payments: [{ cancelled: 'Y' }] });
      const row = dto(await staff.get('/api/order', { orderNumber: order.orderNumber })).content[0];
      expect(row).toMatchObject({ cancled: 'Y', payments: [{ cancled: 'Y' }] });

      const twice = await staff.post(`/api/order/${order.id}/staff-cancel`, {});
      await settledRefunds(order.id);
      expect(twice.status).toBe(409);
      const cancels = await staff.get('/api/claims', { kind: 'cancel', size: 100 });
      expect((dto(cancels).content as { orderId: number; kind: string; state: string }[]).find((each) => each.orderId === order.id)).toMatchObject({ kind: 'cancel', state: 'cancelled' });
    });

    it('20 parallel cancels of one order (staff and the member at once) write one refund and give the money back once', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member, true);
      const given = jest.spyOn(store, 'cancel');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0 ? staff.clone().post(`/api/order/${order.id}/staff-cancel`, { reason: '재고 부족' }) : member.browser.clone().post(`/api/order/one/${order.id}/cancel`, {}),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
      expect(await settledRefunds(order.id)).toMatchObject([{ status: 'succeeded', amount: 34_000 }]);
      expect((await Promise.all(given.mock.results.map((result) => result.value))).filter((done) => done === true)).toHaveLength(1);
      expect(await pointBalance(member.id)).toBe(3_000);
      given.mockRestore();
    });

    it('refuses a shipped order and changes nothing', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      await staff.put(`/api/order/${order.id}`, { orderId: order.id, trackingNumber: '123456789012' });
      const answer = await staff.post(`/api/order/${order.id}/staff-cancel`, {});
      await settledRefunds(order.id);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('결제 완료 후 배송 전인 주문만 취소할 수 있습니다.');
      expect(await store.stateOf(order.tid)).toBe('approved');
      expect(await statusOf(order.id)).toBe('SHIPPING');
    });
  });

  describe('a refund the provider keeps refusing', () => {
    it('shows failed on the order and the dashboard, the member reads 환불 처리 중; retried from 작업 once fixed, it gives the coupon and points back', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member, true);
      const refuse = jest.spyOn(store, 'cancel').mockResolvedValue(false);
      expect((await staff.post(`/api/order/${order.id}/staff-cancel`, { reason: '재고 부족' })).status).toBe(200);
      const [failed] = await settledRefunds(order.id);
      expect(failed).toMatchObject({ status: 'failed', attempts: 2, amount: 34_000, cause: 'staff-cancel' });
      expect(failed.idempotency_key).toBe(`${order.orderNumber}-R1`);

      const detail = dto(await staff.get(`/api/order/one/${order.id}`));
      expect(detail).toMatchObject({ status: 'CANCELLED', refundStatus: 'PENDING' });
      expect(detail.payment.refunds).toEqual([expect.objectContaining({ kind: 'cancel', amount: 34_000, status: 'failed', lastError: expect.stringContaining('sandbox cannot cancel') })]);
      const dashboard = dto(await staff.get('/api/admin/dashboard'));
      expect(dashboard.failedRefunds.count).toBeGreaterThanOrEqual(1);
      expect(dashboard.failedRefunds.newest).toEqual(expect.arrayContaining([expect.objectContaining({ orderId: order.id, orderNumber: order.orderNumber, amount: 34_000 })]));
      expect(dto(await member.browser.get(`/api/order/one/${order.id}`))).toMatchObject({ status: 'CANCELLED', refundStatus: 'PENDING' });
      expect(await pointBalance(member.id)).toBe(2_000);
      expect(await store.stateOf(order.tid)).toBe('approved');

      refuse.mockRestore();
      const { browser: owner } = await staffBrowser(app, 'owner');
      const jobId = idempotentJobId('payments.refund', failed.idempotency_key);
      expect((await owner.post(`/api/admin/jobs/failed/${jobId}/retry`, {})).status).toBe(200);
      expect(await settledRefunds(order.id, (rows) => rows[0].status === 'succeeded')).toMatchObject([{ status: 'succeeded', attempts: 3 }]);
      expect(await store.stateOf(order.tid)).toBe('cancelled');
      expect(await pointBalance(member.id)).toBe(3_000);
      const [coupon] = await sql<{ used_order_id: string | null }>('SELECT used_order_id FROM member_coupon WHERE id = $1', [order.couponId]);
      expect(coupon.used_order_id).toBeNull();
      expect(dto(await staff.get(`/api/order/one/${order.id}`)).payment.refunds).toEqual([expect.objectContaining({ status: 'succeeded', lastError: null })]);
      expect(dto(await member.browser.get(`/api/order/one/${order.id}`))).toMatchObject({ refundStatus: 'DONE' });
      expect((dto(await staff.get('/api/admin/dashboard')).failedRefunds.newest as { orderId: number }[]).map((row) => row.orderId)).not.toContain(order.id);
    });
  });

  describe('returns and exchanges', () => {
    it('lists open requests first; the detail shows the request and what is refundable', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member);
      const list = await staff.get('/api/claims', { status: 'pending', size: 100 });
      expect(list.status).toBe(200);
      expect((dto(list).content as { orderId: number }[]).find((row) => row.orderId === order.id)).toMatchObject({ kind: 'return', state: 'pending', memberId: member.id, totalPrice: 40_000 });
      const all = await staff.get('/api/claims', { size: 100 });
      const states = (dto(all).content as { state: string }[]).map((row) => row.state);
      expect(states.indexOf('pending')).toBe(0);
      expect(states.lastIndexOf('pending')).toBeLessThan(states.findIndex((state) => state !== 'pending') === -1 ? Infinity : states.findIndex((state) => state !== 'pending'));
      const detail = await staff.get(`/api/claims/${order.id}`);
      expect(dto(detail)).toMatchObject({ view: 'staff', refundable: 40_000, claim: { kind: 'return', reason: 'defect', detail: DEFECT.detail, outcome: null } });
    });

    it('approves a return with a partial refund through the gateway; the rest stays refundable; audited', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member);
      const tooMuch = await staff.post(`/api/claims/${order.id}/approve`, { refundAmount: 40_001 });
      await settledRefunds(order.id);
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.message).toBe('환불 금액은 결제 금액 중 환불되지 않은 금액을 넘을 수 없습니다.');
      expect(await statusOf(order.id)).toBe('RETURN_REQUESTED');

      const answer = await staff.post(`/api/claims/${order.id}/approve`, { refundAmount: 15_000 });
      await settledRefunds(order.id);
      expect(answer.status).toBe(200);
      expect(await store.refundedOf(order.tid)).toBe(15_000);
      expect(await store.stateOf(order.tid)).toBe('approved');
      expect(await statusOf(order.id)).toBe('RETURNED');
      expect(await paymentsOf(order.id)).toEqual([{ amount: 40_000, cancelled: false }]);
      const read = await member.browser.get(`/api/order/one/${order.id}`);
      expect(dto(read)).toMatchObject({ status: 'RETURNED', claim: { outcome: 'approved', refund: 15_000 } });
      expect(dto(await staff.get(`/api/order/one/${order.id}`)).refundable).toBe(25_000);
      const audit = (await audits(order.id)).at(-1);
      expect(audit).toMatchObject({ action: 'claim.approve', admin_id: staffId, after: { status: 'RETURNED', refunded: 15_000 } });
    });

    it('approves a return in full by default: the payment is given back', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member);
      expect((await staff.post(`/api/claims/${order.id}/approve`, {})).status).toBe(200);
      await settledRefunds(order.id);
      expect(await store.stateOf(order.tid)).toBe('cancelled');
      expect(await paymentsOf(order.id)).toEqual([{ amount: 40_000, cancelled: true }]);
    });

    it('approves an exchange without a refund', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member, EXCHANGE);
      expect((await staff.post(`/api/claims/${order.id}/approve`, { refundAmount: 1_000 })).status).toBe(400);
      await settledRefunds(order.id);
      expect((await staff.post(`/api/claims/${order.id}/approve`, {})).status).toBe(200);
      await settledRefunds(order.id);
      expect(await statusOf(order.id)).toBe('EXCHANGED');
      expect(await store.stateOf(order.tid)).toBe('approved');
      expect(await store.refundedOf(order.tid)).toBe(0);
    });

    it('rejects with a required note the member reads on their order', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member);
      const empty = await staff.post(`/api/claims/${order.id}/reject`, { note: '  ' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('거절 사유를 입력해주세요.');
      const missing = await staff.post(`/api/claims/${order.id}/reject`, {});
      expect(missing.status).toBe(400);
      expect(await statusOf(order.id)).toBe('RETURN_REQUESTED');

      const answer = await staff.post(`/api/claims/${order.id}/reject`, { note: '사용 흔적이 있어 반품이 어렵습니다.' });
      expect(answer.status).toBe(200);
      expect(await statusOf(order.id)).toBe('DELIVERED');
      const read = await member.browser.get(`/api/order/one/${order.id}`);
      expect(dto(read)).toMatchObject({ status: 'DELIVERED', claim: { outcome: 'rejected', note: '사용 흔적이 있어 반품이 어렵습니다.' } });
      expect((await staff.post(`/api/claims/${order.id}/approve`, {})).status).toBe(409);
      await settledRefunds(order.id);
      expect(await store.stateOf(order.tid)).toBe('approved');
      expect((await audits(order.id)).at(-1)).toMatchObject({ action: 'claim.reject', after: { status: 'DELIVERED', note: '사용 흔적이 있어 반품이 어렵습니다.' } });
    });

    it('refunds once when two approvals race (the row lock: one decision per request)', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member);
      const answers = await Promise.all([1, 2, 3].map(() => staff.post(`/api/claims/${order.id}/approve`, { refundAmount: 5_000 })));
      await settledRefunds(order.id);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(await store.refundedOf(order.tid)).toBe(5_000);
      expect((await audits(order.id)).filter((audit) => audit.action === 'claim.approve')).toHaveLength(1);
      const [row] = await sql<{ claim_refund: number }>('SELECT claim_refund FROM orders WHERE id = $1', [order.id]);
      expect(row.claim_refund).toBe(5_000);
    });
  });

  describe('returns with a pickup and an inspection, by lines', () => {
    it('refunds nothing at the request nor at the pickup; the inspection refunds what the server computed', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member, { ...DEFECT, lines: [{ lineIndex: 0, quantity: 1 }] }, false, false);
      const early = await staff.post(`/api/claims/${order.id}/approve`, {});
      await settledRefunds(order.id);
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('회수를 시작한 반품만 검수 완료할 수 있습니다.');
      expect(await store.refundedOf(order.tid)).toBe(0);

      const badTracking = await staff.post(`/api/claims/${order.id}/pickup`, { trackingNumber: '송장번호' });
      expect(badTracking.status).toBe(400);
      expect(badTracking.body.message).toBe('송장번호는 숫자와 하이픈으로 30자까지 입력해주세요.');
      expect((await staff.post(`/api/claims/${order.id}/pickup`, { trackingNumber: '6012-3456-7890' })).status).toBe(200);
      expect((await staff.post(`/api/claims/${order.id}/pickup`, {})).status).toBe(409);
      expect(await store.refundedOf(order.tid)).toBe(0);
      expect(await statusOf(order.id)).toBe('RETURN_REQUESTED');
      const seen = dto(await member.browser.get(`/api/order/one/${order.id}`));
      expect(seen.claim).toMatchObject({ stage: 'pickup', pickupTrackingNumber: '6012-3456-7890', lines: [{ lineIndex: 0, quantity: 1 }], refundDue: 20_000 });
      // Staff see the amount before they confirm the inspection.
      expect(dto(await staff.get(`/api/claims/${order.id}`)).claim).toMatchObject({ stage: 'pickup', refundDue: 20_000 });

      const over = await staff.post(`/api/claims/${order.id}/approve`, { refundAmount: 20_001 });
      await settledRefunds(order.id);
      expect(over.status).toBe(400);
      expect(over.body.message).toBe('환불 금액은 반품 상품으로 계산된 금액을 넘을 수 없습니다.');
      expect((await staff.post(`/api/claims/${order.id}/approve`, {})).status).toBe(200);
      await settledRefunds(order.id);
      expect(await store.refundedOf(order.tid)).toBe(20_000);
      expect(await store.stateOf(order.tid)).toBe('approved');
      expect(await paymentsOf(order.id)).toEqual([{ amount: 40_000, cancelled: false }]);
      expect(dto(await member.browser.get(`/api/order/one/${order.id}`)).claim).toMatchObject({ stage: 'approved', refund: 20_000, refundDue: 20_000 });
      expect((await audits(order.id)).map((audit) => audit.action).slice(-2)).toEqual(['claim.pickup', 'claim.approve']);
      expect((await audits(order.id)).at(-2)).toMatchObject({ admin_id: staffId, after: { pickup: { trackingNumber: '6012-3456-7890' }, refundDue: 20_000 } });
    });

    it('shares the coupon and points of a partial return in proportion; the whole order gives back all that was paid', async () => {
      const member = await signUpMember(app);
      // 40,000 − 5,000 coupon − 1,000 points = 34,000: one of two → ⌊5,000/2⌋ and ⌊1,000/2⌋ stay with the shop.
      const order = await deliveredWithClaim(member, { ...DEFECT, lines: [{ lineIndex: 0, quantity: 1 }] }, true);
      expect(dto(await staff.get(`/api/claims/${order.id}`)).claim.refundDue).toBe(17_000);
      expect((await staff.post(`/api/claims/${order.id}/approve`, {})).status).toBe(200);
      await settledRefunds(order.id);
      expect(await store.refundedOf(order.tid)).toBe(17_000);

      const other = await signUpMember(app);
      const whole = await deliveredWithClaim(other, { ...DEFECT, lines: [{ lineIndex: 0, quantity: 2 }] }, true);
      expect(dto(await staff.get(`/api/claims/${whole.id}`)).claim.refundDue).toBe(34_000);
    });

    it('refuses bad lines or quantities with a Korean 400 and changes nothing; another member\'s order is not found', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      expect((await staff.put(`/api/order/${order.id}`, { orderId: order.id, trackingNumber: '123456789012', carrierCode: '04' })).status).toBe(200);
      expect((await staff.post(`/api/order/${order.id}/delivered`, {})).status).toBe(200);
      for (const lines of [[{ lineIndex: 1, quantity: 1 }], [{ lineIndex: 0, quantity: 3 }], [{ lineIndex: 0, quantity: 0 }], [{ lineIndex: 0, quantity: 1 }, { lineIndex: 0, quantity: 1 }], [{ lineIndex: 'a', quantity: 1 }], 'all']) {
        const answer = await member.browser.post(`/api/order/one/${order.id}/claim`, { ...DEFECT, lines });
        expect({ lines, status: answer.status, ok: answer.body.result === '0000' }).toEqual({ lines, status: 400, ok: false });
        expect(answer.body.message).toBe('반품할 상품과 수량을 다시 확인해주세요.');
      }
      expect(await statusOf(order.id)).toBe('DELIVERED');
      const stranger = await signUpMember(app);
      expect((await stranger.browser.post(`/api/order/one/${order.id}/claim`, { ...DEFECT, lines: [{ lineIndex: 0, quantity: 1 }] })).status).toBe(404);
      expect(await statusOf(order.id)).toBe('DELIVERED');
      const [row] = await sql<{ claim_kind: string | null }>('SELECT claim_kind FROM orders WHERE id = $1', [order.id]);
      expect(row.claim_kind).toBeNull();
    });

    it('keeps an exchange\'s outgoing tracking number, which the member reads', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member, EXCHANGE);
      expect((await staff.post(`/api/claims/${order.id}/approve`, { exchangeTrackingNumber: '6098765432101' })).status).toBe(200);
      await settledRefunds(order.id);
      expect(dto(await member.browser.get(`/api/order/one/${order.id}`)).claim).toMatchObject({ stage: 'approved', exchangeTrackingNumber: '6098765432101' });
    });
  });

  describe('a return\'s coupon and points', () => {
    const ledgerOf = async (member: SignedUp) => {
      const answer = await member.browser.get('/api/member/points', { memId: member.id, size: 50 });
      expect(answer.status).toBe(200);
      return dto(answer) as { balance: number; entries: { content: { kind: string; amount: number; orderId: number | null; reason: string }[] } };
    };
    const usableCouponIds = async (member: SignedUp) =>
      ((dto(await member.browser.get('/api/member/coupon_list', { memId: member.id })) as { couponDtos: { id: number }[] }).couponDtos).map((coupon) => coupon.id);
    const earnedBy = async (orderId: number) =>
      Number((await sql<{ amount: number }>("SELECT amount FROM point_ledger WHERE order_id = $1 AND kind = 'earn'", [orderId]))[0]?.amount ?? 0);

    it("a full return takes back the points the order's review earned too", async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member, DEFECT, true);
      const earned = await earnedBy(order.id);
      // The review's points as the review route writes them (one 'review' row per line).
      await sql(`INSERT INTO point_ledger (member_id, amount, kind, order_id, goods_id, reason) VALUES ($1, 500, 'review', $2, $3, '리뷰 작성 적립')`, [member.id, order.id, goods.id]);
      expect(await pointBalance(member.id)).toBe(3_000 - 1_000 + earned + 500);
      expect((await staff.post(`/api/claims/${order.id}/approve`, {})).status).toBe(200);
      expect(await settledRefunds(order.id)).toMatchObject([{ status: 'succeeded' }]);
      const [revoke] = await sql<{ amount: number }>("SELECT amount FROM point_ledger WHERE order_id = $1 AND kind = 'revoke'", [order.id]);
      expect(revoke.amount).toBe(-(earned + 500));
      expect(await pointBalance(member.id)).toBe(3_000);
    });

    it('a full return: the coupon usable again, the used points back, the earned points taken back; approving again changes nothing', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member, DEFECT, true);
      const earned = await earnedBy(order.id);
      expect(earned).toBeGreaterThan(0);
      expect(await pointBalance(member.id)).toBe(3_000 - 1_000 + earned);
      expect(await usableCouponIds(member)).not.toContain(order.couponId);

      expect((await staff.post(`/api/claims/${order.id}/approve`, {})).status).toBe(200);
      await settledRefunds(order.id);
      expect(await usableCouponIds(member)).toContain(order.couponId);
      const ledger = await ledgerOf(member);
      expect(ledger.balance).toBe(3_000);
      expect(ledger.entries.content.filter((entry) => entry.orderId === order.id).map(({ kind, amount, reason }) => ({ kind, amount, reason }))).toEqual([
        { kind: 'revoke', amount: -earned, reason: '반품으로 적립 회수' },
        { kind: 'return', amount: 1_000, reason: '반품으로 사용 적립금 반환' },
        { kind: 'earn', amount: earned, reason: '구매 확정 적립' },
        { kind: 'use', amount: -1_000, reason: '주문 결제 시 사용' },
      ]);
      expect((await audits(order.id)).at(-1)).toMatchObject({
        action: 'claim.approve',
        after: { refunded: 34_000, refundPending: true },
      });

      expect((await staff.post(`/api/claims/${order.id}/approve`, {})).status).toBe(409);
      await settledRefunds(order.id);
      expect(await pointBalance(member.id)).toBe(3_000);
      expect((await ledgerOf(member)).entries.content.filter((entry) => entry.orderId === order.id)).toHaveLength(4);
    });

    it('moves the points once when two approvals race', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member, DEFECT, true);
      const answers = await Promise.all([1, 2].map(() => staff.post(`/api/claims/${order.id}/approve`, {})));
      await settledRefunds(order.id);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await pointBalance(member.id)).toBe(3_000);
      const kinds = await sql<{ kind: string }>('SELECT kind FROM point_ledger WHERE order_id = $1 ORDER BY id', [order.id]);
      expect(kinds.map((row) => row.kind)).toEqual(['use', 'earn', 'return', 'revoke']);
    });

    it('a partial return keeps the coupon spent and moves the points in proportion to the refund', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member, DEFECT, true);
      const earned = await earnedBy(order.id);
      // 17,000 of the 34,000 paid: half.
      expect((await staff.post(`/api/claims/${order.id}/approve`, { refundAmount: 17_000 })).status).toBe(200);
      await settledRefunds(order.id);
      expect(await usableCouponIds(member)).not.toContain(order.couponId);
      const moved = await sql<{ kind: string; amount: number }>("SELECT kind, amount FROM point_ledger WHERE order_id = $1 AND kind IN ('return', 'revoke') ORDER BY id", [order.id]);
      expect(moved).toEqual([{ kind: 'return', amount: 500 }, ...(Math.floor(earned / 2) > 0 ? [{ kind: 'revoke', amount: -Math.floor(earned / 2) }] : [])]);
      expect(await pointBalance(member.id)).toBe(3_000 - 1_000 + earned + 500 - Math.floor(earned / 2));
    });

    it('takes back no more than the member holds: the rest stays uncollected, written on the row', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member);
      const earned = await earnedBy(order.id);
      expect(earned).toBeGreaterThan(100);
      // The member already spent all but 100 of what the order earned (stands in for a later order's use).
      await sql(`INSERT INTO point_ledger (member_id, amount, kind, reason) VALUES ($1, $2, 'adjust', 'contract test')`, [member.id, -(earned - 100)]);
      expect((await staff.post(`/api/claims/${order.id}/approve`, {})).status).toBe(200);
      await settledRefunds(order.id);
      const [revoke] = await sql<{ amount: number; reason: string }>("SELECT amount, reason FROM point_ledger WHERE order_id = $1 AND kind = 'revoke'", [order.id]);
      expect(revoke).toEqual({ amount: -100, reason: `반품으로 적립 회수 (미회수 ${earned - 100}P)` });
      expect(await pointBalance(member.id)).toBe(0);
    });

    it('an exchange moves no coupon and no points', async () => {
      const member = await signUpMember(app);
      const order = await deliveredWithClaim(member, EXCHANGE, true);
      const before = await pointBalance(member.id);
      expect((await staff.post(`/api/claims/${order.id}/approve`, {})).status).toBe(200);
      await settledRefunds(order.id);
      expect(await pointBalance(member.id)).toBe(before);
      expect(await usableCouponIds(member)).not.toContain(order.couponId);
    });
  });

  describe('the courier CSV', () => {
    it('exports recipient, phone, address, detail, request and lines as UTF-8 with a BOM, and logs the look', async () => {
      const member = await signUpMember(app);
      const order = await paidOrder(member);
      await sql("UPDATE orders SET created = '2026-02-01T03:00:00Z', request = '=1+1, \"조심\"' WHERE id = $1", [order.id]);
      const answer = await request(app.getHttpServer())
        .get('/api/order/export.csv')
        .query({ from: '2026-02-01', to: '2026-02-01', status: 'PREPARING' })
        .set('cookie', [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
        .buffer(true)
        .parse((res, callback) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => callback(null, Buffer.concat(chunks)));
        });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      const bytes = answer.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).split('\r\n');
      expect(lines[0]).toBe('주문번호,주문일시,수령인,연락처,우편번호,주소,상세주소,배송요청사항,상품,결제금액,상태,테스트 결제');
      const mine = lines.filter((line) => line.startsWith(order.orderNumber));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toContain('2026-02-01 12:00');
      expect(mine[0]).toContain(`"'=1+1, ""조심"""`);
      expect(mine[0]).toMatch(/,[^,]+ x2,40000,/);
      // Paid through the local sandbox: a test payment, no money moved.
      expect(mine[0]).toContain('40000,상품 준비중,Y');
      expect((await looks('orders.export')).at(-1)).toMatchObject({ admin_id: staffId, fields: ['recipient', 'phone', 'address', 'request'] });
    });
  });
});
