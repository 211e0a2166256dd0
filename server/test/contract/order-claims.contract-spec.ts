import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { OrderBookService, type NewOrder, type OrderView } from '../../src/modules/ordering/application/services/order-book.service';
import { deliverOrder, shipOrder } from '../support/checkout-helpers';
import { deleteGoods, insertGoods, sql } from '../support/database';
import { signUpMember, type SignedUp } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';

const DEFECT = { kind: 'return', reason: 'defect', detail: '가방 손잡이의 박음질이 풀려 있습니다.' };
const CHANGE_OF_MIND = { kind: 'exchange', reason: 'change-of-mind', detail: '생각했던 크기와 달라 교환하고 싶습니다.' };

function newOrder(memberId: number, goodsId: number, madeToOrder: boolean): NewOrder {
  return {
    memberId,
    idempotencyKey: randomUUID(),
    orderer: { name: '김민수', email: 'minsu@example.com', phone: '01012345678' },
    shipping: { recipient: '이서연', phone: '01098765432', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '' },
    lines: [{ goodsId, goodsName: '반품 테스트 토트백', thumbSrc: '/images/goods/fixture.svg', unitPrice: 50_000, amount: 1, options: [] }],
    goodsTotal: 50_000,
    shippingFee: 0,
    couponDiscount: 0,
    memberCouponId: null,
    couponName: null,
    pointsUsed: 0,
    totalPrice: 50_000,
    paymentMethod: 'card',
    consents: { age: true, terms: true, privacy: true, madeToOrder },
    now: new Date(),
  };
}

describe('return and exchange requests (contract)', () => {
  let app: NestFastifyApplication;
  let book: OrderBookService;
  let owner: SignedUp;
  let other: SignedUp;
  let goodsId: number;

  /** Placed and paid through ordering's own service (as the checkout does), then shipped and delivered through its use cases. */
  async function paidOrder(madeToOrder = true): Promise<OrderView> {
    const placed = (await book.placePending(newOrder(owner.id, goodsId, madeToOrder))).order;
    const tid = `tid-${randomUUID()}`;
    expect(await book.claimForApproval(placed.orderNumber, tid, new Date())).toBe('claimed');
    const paid = await book.recordPayment(placed.id, { gateway: 'sandbox', tid, method: 'card', amount: 50_000, paidAt: new Date(), description: '' }, new Date());
    if (!paid.ok) throw new Error(paid.code);
    return paid.value;
  }

  async function deliveredOrder(madeToOrder = true): Promise<OrderView> {
    const order = await paidOrder(madeToOrder);
    await shipOrder(app, order.id);
    await deliverOrder(app, order.id);
    return order;
  }

  const statusOf = async (orderId: number) => (await sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status;
  const historyCount = async (orderId: number) => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM order_status_history WHERE order_id = $1', [orderId]))[0].n);

  beforeAll(async () => {
    app = await createTestApp();
    book = app.get(OrderBookService);
    owner = await signUpMember(app);
    other = await signUpMember(app);
    goodsId = await insertGoods({ goodsName: '반품 테스트 토트백', price: 50_000, contents: '반품 테스트' });
  });
  afterAll(async () => {
    await deleteGoods([goodsId]);
    await app.close();
  });

  it('takes a return for a defect: the order waits for staff and shows the request', async () => {
    const order = await deliveredOrder();
    const answer = await owner.browser.post(`/api/order/one/${order.id}/claim`, DEFECT);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toBe('0000');
    expect(answer.body.dto).toMatchObject({ status: 'RETURN_REQUESTED', claim: { kind: 'return', reason: 'defect', reasonLabel: '상품 불량', detail: DEFECT.detail, outcome: null } });

    const read = await owner.browser.get(`/api/order/one/${order.id}`);
    expect(read.body.dto).toMatchObject({ status: 'RETURN_REQUESTED', claim: { kind: 'return', detail: DEFECT.detail } });
    expect(await statusOf(order.id)).toBe('RETURN_REQUESTED');
  });

  it("refuses another member's order like a missing one, and changes nothing", async () => {
    const order = await deliveredOrder();
    const theirs = await other.browser.post(`/api/order/one/${order.id}/claim`, DEFECT);
    const missing = await other.browser.post('/api/order/one/999999999/claim', DEFECT);
    expect(theirs.status).toBe(404);
    expect({ result: theirs.body.result, message: theirs.body.message }).toEqual({ result: missing.body.result, message: missing.body.message });
    expect(await statusOf(order.id)).toBe('DELIVERED');
    const anonymous = await request(app.getHttpServer()).post(`/api/order/one/${order.id}/claim`).set('accept', 'application/json').send(DEFECT);
    expect([401, 403]).toContain(anonymous.status);
    expect(await statusOf(order.id)).toBe('DELIVERED');
  });

  it('refuses an order not delivered yet', async () => {
    const order = await paidOrder();
    const answer = await owner.browser.post(`/api/order/one/${order.id}/claim`, DEFECT);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('배송이 완료된 주문만 반품·교환을 신청할 수 있습니다.');
    expect(await statusOf(order.id)).toBe('PREPARING');
  });

  it('closes 7 days after delivery', async () => {
    const order = await deliveredOrder();
    await sql("UPDATE orders SET delivered_at = now() - interval '7 days 1 minute', shipped_at = now() - interval '8 days' WHERE id = $1", [order.id]);
    const answer = await owner.browser.post(`/api/order/one/${order.id}/claim`, DEFECT);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('반품·교환은 상품을 받으신 날로부터 7일 이내에만 신청할 수 있습니다.');
    expect(await statusOf(order.id)).toBe('DELIVERED');

    await sql("UPDATE orders SET delivered_at = now() - interval '6 days 23 hours' WHERE id = $1", [order.id]);
    expect((await owner.browser.post(`/api/order/one/${order.id}/claim`, DEFECT)).status).toBe(200);
  });

  it('refuses a change of mind for goods made to order, takes it otherwise', async () => {
    const made = await deliveredOrder(true);
    const refused = await owner.browser.post(`/api/order/one/${made.id}/claim`, CHANGE_OF_MIND);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('주문 제작 상품은 단순 변심에 의한 반품·교환이 불가합니다. 상품 불량이나 오배송은 신청하실 수 있습니다.');
    expect(await statusOf(made.id)).toBe('DELIVERED');

    const stock = await deliveredOrder(false);
    const taken = await owner.browser.post(`/api/order/one/${stock.id}/claim`, CHANGE_OF_MIND);
    expect(taken.status).toBe(200);
    expect(taken.body.dto).toMatchObject({ status: 'EXCHANGE_REQUESTED', claim: { kind: 'exchange', reasonLabel: '단순 변심' } });
  });

  it('answers bad input with a 400 in the envelope and changes nothing', async () => {
    const order = await deliveredOrder();
    for (const body of [
      { ...DEFECT, kind: 'refund' },
      { ...DEFECT, reason: 'bored' },
      { ...DEFECT, detail: '짧아요' },
      { ...DEFECT, detail: 42 },
      { kind: 'return', reason: 'defect' },
      { ...DEFECT, detail: `${'가'.repeat(20)}\u0000` },
    ]) {
      const answer = await owner.browser.post(`/api/order/one/${order.id}/claim`, body);
      expect({ body, status: answer.status, result: answer.body.result === '0000' }).toEqual({ body, status: 400, result: false });
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    expect(await statusOf(order.id)).toBe('DELIVERED');
  });

  it('makes one request of two sent at once', async () => {
    const order = await deliveredOrder();
    const before = await historyCount(order.id);
    const answers = await Promise.all([
      owner.browser.post(`/api/order/one/${order.id}/claim`, DEFECT),
      owner.browser.post(`/api/order/one/${order.id}/claim`, { ...DEFECT, kind: 'exchange' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await historyCount(order.id)).toBe(before + 1);
    const winner = answers.find((a) => a.status === 200)!;
    expect(await statusOf(order.id)).toBe((winner.body.dto as { status: string }).status);
  });
});
