import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FakeNicePay, type FakeNicePayRequest } from '../../src/modules/payments/infrastructure/gateway/nicepay/testing/fake-nicepay';
import { idempotentJobId } from '../../src/shared/infrastructure/jobs/idempotent-job-id';
import { sql } from '../support/database';
import { type CheckoutGoods, giveCoupon, givePoints, insertCheckoutGoods, placeOrder, pointBalance, postReturn, settledRefunds } from '../support/checkout-helpers';
import { signUpMember, type SignedUp, type TestBrowser } from '../support/membership-helpers';
import { staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

const CLIENT_ID = 'S2_contract-client';
const SECRET = 'contract-secret-key-0123456789';

/**
 * Refunds through the real NicePay adapter against a fake NicePay on 127.0.0.1 that fails on purpose (issue 19): the
 * shop runs with PAYMENT_GATEWAY=nicepay, pays through the fake's window and approval, and a member's cancel gives
 * the money back through the refund job. NicePay refuses, times out, succeeds on the third try, or succeeds while
 * the commit recording it fails. Each case ends with the money, the coupon and the points right, and the console
 * saying what a person must do.
 */
describe('refunds through NicePay that fails on purpose (contract)', () => {
  const fake = new FakeNicePay(CLIENT_ID, SECRET);
  let app: NestFastifyApplication;
  let goods: CheckoutGoods;
  let staff: TestBrowser;

  beforeAll(async () => {
    const apiBase = await fake.start();
    app = await createTestApp({
      LOG_LEVEL: 'silent',
      PAYMENT_GATEWAY: 'nicepay',
      NICEPAY_CLIENT_ID: CLIENT_ID,
      NICEPAY_SECRET_KEY: SECRET,
      NICEPAY_API_BASE_URL: apiBase,
      NICEPAY_MODE: 'test',
      PAYMENT_APPROVAL_TIMEOUT_MS: '1000',
      // Three tries in all (the first and two retries), at once.
      PAYMENT_REFUND_RETRY_LIMIT: '2',
    });
    goods = await insertCheckoutGoods(20_000);
    staff = (await staffBrowser(app, 'staff')).browser;
    // A fault at COMMIT: a deferred trigger refuses the refund's success for the orders listed, once each (a sequence
    // counts, and does not roll back with the transaction it fails).
    await sql(`CREATE TABLE IF NOT EXISTS contract_commit_fault (order_id bigint PRIMARY KEY, counter text NOT NULL)`);
    await sql(`CREATE OR REPLACE FUNCTION contract_commit_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'succeeded' AND EXISTS (SELECT 1 FROM contract_commit_fault f WHERE f.order_id = NEW.order_id AND nextval(f.counter::regclass) = 1) THEN
          RAISE EXCEPTION 'injected: the commit recording the refund failed';
        END IF;
        RETURN NULL;
      END $$`);
    await sql(`DROP TRIGGER IF EXISTS contract_commit_fault ON payment_refund`);
    await sql(`CREATE CONSTRAINT TRIGGER contract_commit_fault AFTER UPDATE ON payment_refund DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION contract_commit_fault()`);
  });
  afterAll(async () => {
    await sql(`DROP TRIGGER IF EXISTS contract_commit_fault ON payment_refund`).catch(() => undefined);
    await sql(`DROP FUNCTION IF EXISTS contract_commit_fault()`).catch(() => undefined);
    await sql(`DROP TABLE IF EXISTS contract_commit_fault`).catch(() => undefined);
    await app?.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.answer = fake.asNicePay;
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const dto = (answer: { body: Record<string, unknown> }): any => answer.body.dto;

  /** 2 × 20,000 − 5,000 coupon − 1,000 points = 34,000, paid through the fake NicePay's window and approval. */
  async function paidOrder(member: SignedUp) {
    const couponId = await giveCoupon(member.id, { discountPrice: 5_000 });
    await givePoints(member.id, 3_000);
    const placed = await placeOrder(member.browser, member.id, [{ goodsId: goods.id, amount: 2 }], { couponId, point: 1_000 });
    expect(placed.payment).toMatchObject({ gateway: 'nicepay', amount: 34_000 });
    const returned = await postReturn(app, fake.authenticate(placed.payment.orderId, placed.payment.amount));
    expect(returned.location).toBe(`/payment/complete/${placed.id}`);
    const [payment] = await sql<{ tid: string }>('SELECT tid FROM order_payment WHERE order_id = $1', [placed.id]);
    return { ...placed, couponId, tid: payment.tid };
  }

  async function memberCancels(member: SignedUp, orderId: number) {
    expect((await member.browser.post(`/api/order/one/${orderId}/cancel`, {})).status).toBe(200);
  }

  const couponUsedBy = async (couponId: number) => (await sql<{ used_order_id: string | null }>('SELECT used_order_id FROM member_coupon WHERE id = $1', [couponId]))[0].used_order_id;
  const cancelsSent = (tid: string) => fake.received.filter((request) => request.path === `/v1/payments/${tid}/cancel`);
  /** NicePay's cancel path: what the fake should answer there, NicePay's own answers elsewhere. */
  const onCancel = (answer: (request: FakeNicePayRequest, nth: number) => ReturnType<FakeNicePay['asNicePay']>) => {
    let nth = 0;
    fake.answer = (request) => (request.path.endsWith('/cancel') ? answer(request, ++nth) : fake.asNicePay(request));
  };

  /** What the console says of a refund that needs a person: failed on the order, on the dashboard, pending for the member. */
  async function expectConsoleAsksAPerson(member: SignedUp, order: { id: number; orderNumber: string }, error: string) {
    expect(dto(await staff.get(`/api/order/one/${order.id}`)).payment.refunds).toEqual([expect.objectContaining({ amount: 34_000, status: 'failed', lastError: expect.stringContaining(error) })]);
    expect(dto(await staff.get('/api/admin/dashboard')).failedRefunds.newest).toEqual(expect.arrayContaining([expect.objectContaining({ orderId: order.id, orderNumber: order.orderNumber })]));
    expect(dto(await member.browser.get(`/api/order/one/${order.id}`))).toMatchObject({ status: 'CANCELLED', refundStatus: 'PENDING' });
  }

  it('NicePay refuses every try: the refund fails for a person, nothing is given back; once NicePay takes it, a retry from 작업 settles all', async () => {
    const member = await signUpMember(app);
    const order = await paidOrder(member);
    onCancel(() => ({ status: 200, body: { resultCode: '2012', resultMsg: '취소 불가 거래입니다.' } }));
    await memberCancels(member, order.id);
    const [failed] = await settledRefunds(order.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, amount: 34_000, cause: 'member-cancel', idempotency_key: `${order.orderNumber}-R1` });
    expect(cancelsSent(order.tid)).toHaveLength(3);
    expect(cancelsSent(order.tid).map((sent) => sent.body.orderId)).toEqual(Array(3).fill(`${order.orderNumber}-R1`));
    expect(fake.payments.get(order.tid)?.cancels).toEqual([]);
    await expectConsoleAsksAPerson(member, order, '2012');
    expect(await pointBalance(member.id)).toBe(2_000);
    expect(await couponUsedBy(order.couponId)).toBe(String(order.id));

    fake.answer = fake.asNicePay;
    const { browser: owner } = await staffBrowser(app, 'owner');
    expect((await owner.post(`/api/admin/jobs/failed/${idempotentJobId('payments.refund', failed.idempotency_key)}/retry`, {})).status).toBe(200);
    expect(await settledRefunds(order.id, (rows) => rows[0].status === 'succeeded')).toMatchObject([{ status: 'succeeded', attempts: 4 }]);
    expect(fake.payments.get(order.tid)?.cancels).toEqual([{ orderId: `${order.orderNumber}-R1`, amount: 34_000 }]);
    expect(await pointBalance(member.id)).toBe(3_000);
    expect(await couponUsedBy(order.couponId)).toBeNull();
    expect(dto(await member.browser.get(`/api/order/one/${order.id}`))).toMatchObject({ refundStatus: 'DONE' });
  });

  it('NicePay never answers: every try times out, and the refund fails for a person with the coupon and points still spent', async () => {
    const member = await signUpMember(app);
    const order = await paidOrder(member);
    onCancel(() => 'hang');
    await memberCancels(member, order.id);
    expect(await settledRefunds(order.id, () => true, 30_000)).toMatchObject([{ status: 'failed', attempts: 3 }]);
    expect(cancelsSent(order.tid)).toHaveLength(3);
    await expectConsoleAsksAPerson(member, order, 'timed out');
    expect(await pointBalance(member.id)).toBe(2_000);
    expect(await couponUsedBy(order.couponId)).toBe(String(order.id));
  });

  it('NicePay refuses twice and gives back on the third try: one refund, the coupon and the points back once', async () => {
    const member = await signUpMember(app);
    const order = await paidOrder(member);
    onCancel((request, nth) => (nth < 3 ? { status: 503, body: { resultCode: '9999', resultMsg: '일시적인 오류' } } : fake.asNicePay(request)));
    await memberCancels(member, order.id);
    expect(await settledRefunds(order.id)).toMatchObject([{ status: 'succeeded', attempts: 3, amount: 34_000 }]);
    expect(cancelsSent(order.tid)).toHaveLength(3);
    expect(fake.payments.get(order.tid)?.cancels).toEqual([{ orderId: `${order.orderNumber}-R1`, amount: 34_000 }]);
    expect(await pointBalance(member.id)).toBe(3_000);
    expect(await couponUsedBy(order.couponId)).toBeNull();
    expect(dto(await staff.get(`/api/order/one/${order.id}`)).payment.refunds).toEqual([expect.objectContaining({ status: 'succeeded', lastError: null })]);
    expect(dto(await member.browser.get(`/api/order/one/${order.id}`))).toMatchObject({ refundStatus: 'DONE' });
  });

  it('NicePay gives back but the commit recording it fails: the retry finds the money given back and settles without a second cancel', async () => {
    const member = await signUpMember(app);
    const order = await paidOrder(member);
    await sql(`CREATE SEQUENCE contract_commit_fault_${order.id}`);
    await sql(`INSERT INTO contract_commit_fault (order_id, counter) VALUES ($1, $2)`, [order.id, `contract_commit_fault_${order.id}`]);
    await memberCancels(member, order.id);
    expect(await settledRefunds(order.id)).toMatchObject([{ status: 'succeeded', amount: 34_000 }]);
    // The commit did fail once: the fault's counter was read by the first success, which rolled back.
    expect((await sql<{ last_value: string }>(`SELECT last_value FROM contract_commit_fault_${order.id}`))[0].last_value).toBe('2');
    // One cancel reached NicePay; the retry asked what NicePay had given back (거래 조회) instead of cancelling again.
    expect(cancelsSent(order.tid)).toHaveLength(1);
    expect(fake.received.filter((request) => request.method === 'GET' && request.path === `/v1/payments/${order.tid}`).length).toBeGreaterThanOrEqual(2);
    expect(fake.payments.get(order.tid)?.cancels).toEqual([{ orderId: `${order.orderNumber}-R1`, amount: 34_000 }]);
    expect(await pointBalance(member.id)).toBe(3_000);
    expect(await couponUsedBy(order.couponId)).toBeNull();
    expect(dto(await member.browser.get(`/api/order/one/${order.id}`))).toMatchObject({ refundStatus: 'DONE' });
    await sql(`DROP SEQUENCE contract_commit_fault_${order.id}`);
  });
});
