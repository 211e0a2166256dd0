import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { loadAppConfig } from '../../src/config/app-config';
import { OrderBookService } from '../../src/modules/ordering/application/services/order-book.service';
import { deliverOrder, deliverOrderAnswer, pointBalance, shipOrder, shipOrderAnswer, TEST_SHIPMENT } from '../support/checkout-helpers';
import { deleteGoods, insertGoods, sql } from '../support/database';
import { signUpMember, type SignedUp } from '../support/membership-helpers';
import { newOrder as fixtureOrder, paidOrder as paid } from '../support/ordering-fixtures';
import { createTestApp } from '../support/test-app';

const WRONG_PATH = '잘못된 경로입니다.';
const CJ_LINK = `https://trace.cjlogistics.com/next/tracking.html?wblNo=${TEST_SHIPMENT.trackingNumber}`;

/** 50,000 of goods, 2,000 of points, 3,000 shipping: 51,000 to pay, 48,000 of goods paid. */
const newOrder = (memberId: number, goodsId: number) =>
  fixtureOrder(memberId, goodsId, {
    lines: [{ goodsId, goodsName: '배송 테스트 토트백', thumbSrc: '/images/goods/fixture.svg', unitPrice: 50_000, amount: 1, options: [], madeToOrder: true }],
    shippingFee: 3_000,
    pointsUsed: 2_000,
    totalPrice: 51_000,
  });

/** An order placed and paid through ordering's exported OrderBookService, as the checkout does. */
const paidOrder = (book: OrderBookService, memberId: number, goodsId: number) => paid(book, newOrder(memberId, goodsId));

const orderRow = async (orderId: number) =>
  (
    await sql<{ status: string; carrier_code: string | null; tracking_number: string | null; shipped_at: Date | null; delivered_at: Date | null; version: number }>(
      'SELECT status, carrier_code, tracking_number, shipped_at, delivered_at, version FROM orders WHERE id = $1',
      [orderId],
    )
  )[0];

describe('shipment, delivery and parcel tracking (contract)', () => {
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
    goodsId = await insertGoods({ goodsName: '배송 테스트 토트백', price: 50_000, contents: '배송 테스트' });
  });
  afterAll(async () => {
    await deleteGoods([goodsId]);
    await app.close();
  });

  it("tracks the member's own shipping order: carrier, number and the carrier's page (no events by default)", async () => {
    const order = await paidOrder(book, owner.id, goodsId);
    await shipOrder(app, order.id);
    const answer = await owner.browser.get(`/api/order/one/${order.id}/tracking`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      result: '0000',
      dto: { orderId: order.id, carrierCode: '04', carrierName: 'CJ대한통운', trackingNumber: TEST_SHIPMENT.trackingNumber, link: CJ_LINK, events: [] },
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'SHIPPING', carrier_code: '04', tracking_number: TEST_SHIPMENT.trackingNumber, delivered_at: null });
  });

  it('shows the carrier and the tracking number on the order detail and in the list, null before shipping', async () => {
    const order = await paidOrder(book, owner.id, goodsId);
    const before = await owner.browser.get(`/api/order/one/${order.id}`);
    expect(before.body.dto).toMatchObject({ oStatus: '0', carrierName: null, trackingNumber: null });
    await shipOrder(app, order.id, { carrierCode: '05', trackingNumber: '555566667777' });
    const detail = await owner.browser.get(`/api/order/one/${order.id}`);
    expect(detail.body.dto).toMatchObject({ oStatus: '1', status: 'SHIPPING', carrierName: '한진택배', trackingNumber: '555566667777' });
    const list = await owner.browser.get(`/api/order/${owner.id}`, { page: 0, size: 100 });
    const listed = (list.body.dto as { content: { id: number; carrierName: string | null; trackingNumber: string | null }[] }).content.find((each) => each.id === order.id);
    expect(listed).toMatchObject({ carrierName: '한진택배', trackingNumber: '555566667777' });
  });

  it("answers another member's order, a missing one and one not shipped yet alike: 404 '잘못된 경로입니다.'", async () => {
    const shipped = await paidOrder(book, owner.id, goodsId);
    await shipOrder(app, shipped.id);
    const preparing = await paidOrder(book, owner.id, goodsId);
    const answers = [
      await other.browser.get(`/api/order/one/${shipped.id}/tracking`),
      await owner.browser.get('/api/order/one/987654321/tracking'),
      await owner.browser.get(`/api/order/one/${preparing.id}/tracking`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ result: expect.not.stringMatching(/^0000$/), message: WRONG_PATH, code: 'ORDERING.TRACKING_NOT_FOUND' });
      expect(answer.text).not.toContain(TEST_SHIPMENT.trackingNumber);
    }
  });

  it('asks for a session, and validates the order id', async () => {
    const order = await paidOrder(book, owner.id, goodsId);
    const anonymous = await request(app.getHttpServer()).get(`/api/order/one/${order.id}/tracking`).set('accept', 'application/json');
    expect(anonymous.status).toBe(401);
    const bad = await owner.browser.get('/api/order/one/abc/tracking');
    expect(bad.status).toBe(400);
    expect(bad.body.result).not.toBe('0000');
  });

  it('delivers a shipping order once, earning the points by the policy (1 % of the goods paid) once; tracking still answers', async () => {
    const member = await signUpMember(app);
    const order = await paidOrder(book, member.id, goodsId);
    const balance = await pointBalance(member.id);
    await shipOrder(app, order.id);
    await deliverOrder(app, order.id);
    expect(await orderRow(order.id)).toMatchObject({ status: 'DELIVERED', carrier_code: '04' });
    expect((await orderRow(order.id)).delivered_at).toBeInstanceOf(Date);
    expect(await pointBalance(member.id)).toBe(balance + 480);
    const again = await deliverOrderAnswer(app, order.id);
    expect(again.status).toBe(409);
    expect(await pointBalance(member.id)).toBe(balance + 480);
    const tracking = await member.browser.get(`/api/order/one/${order.id}/tracking`);
    expect(tracking.status).toBe(200);
    expect(tracking.body.dto).toMatchObject({ carrierName: 'CJ대한통운', link: CJ_LINK });
    expect((await member.browser.get(`/api/order/one/${order.id}`)).body.dto).toMatchObject({ oStatus: '2', trackingNumber: TEST_SHIPMENT.trackingNumber });
  });

  it('refuses the staff moves in the wrong state and changes nothing', async () => {
    const pending = (await book.placePending(newOrder(owner.id, goodsId))).order;
    const shipPending = await shipOrderAnswer(app, pending.id);
    expect(shipPending.status).toBe(409);
    expect(shipPending.body).toMatchObject({ code: 'ORDERING.TRANSITION_NOT_ALLOWED', message: '현재 주문 상태에서는 처리할 수 없습니다.' });
    expect(await orderRow(pending.id)).toMatchObject({ status: 'PENDING_PAYMENT', carrier_code: null, tracking_number: null, shipped_at: null });

    const preparing = await paidOrder(book, owner.id, goodsId);
    const deliverPreparing = await deliverOrderAnswer(app, preparing.id);
    expect(deliverPreparing.status).toBe(409);
    expect(await orderRow(preparing.id)).toMatchObject({ status: 'PREPARING', delivered_at: null });

    await shipOrder(app, preparing.id);
    const shipTwice = await shipOrderAnswer(app, preparing.id, { carrierCode: '05', trackingNumber: '555566667777' });
    expect(shipTwice.status).toBe(409);
    expect(await orderRow(preparing.id)).toMatchObject({ status: 'SHIPPING', carrier_code: '04', tracking_number: TEST_SHIPMENT.trackingNumber });

    const missing = await shipOrderAnswer(app, 987654321);
    expect(missing.status).toBe(404);
  });

  it('refuses an empty tracking number with the back office message, and an unknown carrier, changing nothing', async () => {
    const order = await paidOrder(book, owner.id, goodsId);
    const version = (await orderRow(order.id)).version;
    for (const trackingNumber of ['', '   ', undefined]) {
      const answer = await shipOrderAnswer(app, order.id, { carrierCode: '04', trackingNumber });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: '운송장번호를 입력해주세요.' });
    }
    const unknown = await shipOrderAnswer(app, order.id, { carrierCode: '99', trackingNumber: '123456789012' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'ORDERING.UNKNOWN_CARRIER', message: '택배사를 선택해주세요.' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'PREPARING', carrier_code: null, version });
  });

  it('lets exactly one of two concurrent shipments of one order win; the other is refused, not lost over', async () => {
    const order = await paidOrder(book, owner.id, goodsId);
    const answers = await Promise.all([
      shipOrderAnswer(app, order.id, { carrierCode: '04', trackingNumber: '111122223333' }),
      shipOrderAnswer(app, order.id, { carrierCode: '05', trackingNumber: '444455556666' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body as { dto: { trackingNumber: string } };
    expect((await orderRow(order.id)).tracking_number).toBe(winner.dto.trackingNumber);
    const moves = await sql<{ n: string }>(`SELECT count(*) AS n FROM order_status_history WHERE order_id = $1 AND to_status = 'SHIPPING'`, [order.id]);
    expect(Number(moves[0].n)).toBe(1);
  });
});

describe('the test-only ship and deliver routes (contract)', () => {
  it('do not exist when NODE_ENV=development', async () => {
    const config = loadAppConfig({ ...process.env, NODE_ENV: 'development', SEED_DEMO: 'false', CLIENT_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
    const development = await createApp(config);
    await development.init();
    await development.getHttpAdapter().getInstance().ready();
    try {
      expect((await shipOrderAnswer(development, 1)).status).toBe(404);
      expect((await deliverOrderAnswer(development, 1)).status).toBe(404);
    } finally {
      await development.close();
    }
  });
});

describe('parcel tracking through Sweet Tracker (contract, a fake Sweet Tracker on 127.0.0.1)', () => {
  const KEY = 'contract-sweet-tracker-key';
  let fake: Server;
  let answer: (query: URLSearchParams) => { status: number; body: unknown } | 'hang';
  let app: NestFastifyApplication;
  let book: OrderBookService;
  let owner: SignedUp;
  let goodsId: number;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      const reply = answer(new URL(req.url ?? '/', 'http://fake').searchParams);
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    app = await createTestApp({ PARCEL_TRACKING: 'sweettracker', SWEET_TRACKER_BASE_URL: baseUrl, SWEET_TRACKER_API_KEY: KEY, PARCEL_TRACKING_TIMEOUT_MS: '2000' });
    book = app.get(OrderBookService);
    owner = await signUpMember(app);
    goodsId = await insertGoods({ goodsName: '배송 테스트 토트백', price: 50_000, contents: '배송 테스트' });
  });
  afterAll(async () => {
    await deleteGoods([goodsId]);
    await app.close();
    fake.closeAllConnections();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it("answers the service's events, in Korean time, with the carrier's page", async () => {
    const order = await paidOrder(book, owner.id, goodsId);
    await shipOrder(app, order.id);
    let asked: URLSearchParams | undefined;
    answer = (query) => {
      asked = query;
      return { status: 200, body: { trackingDetails: [{ time: Date.parse('2026-11-24T01:05:00Z'), where: '서울강남', kind: '집화처리' }] } };
    };
    const tracking = await owner.browser.get(`/api/order/one/${order.id}/tracking`);
    expect(tracking.status).toBe(200);
    expect(tracking.body.dto).toEqual({
      orderId: order.id,
      carrierCode: '04',
      carrierName: 'CJ대한통운',
      trackingNumber: TEST_SHIPMENT.trackingNumber,
      link: CJ_LINK,
      events: [{ time: '2026-11-24T10:05:00+09:00', place: '서울강남', status: '집화처리' }],
    });
    expect(asked && Object.fromEntries(asked)).toEqual({ t_key: KEY, t_code: '04', t_invoice: TEST_SHIPMENT.trackingNumber });
    expect(tracking.text).not.toContain(KEY);
  });

  it('answers a 503 with a clear Korean message (never a 500, never the key) when the service fails or times out', async () => {
    const order = await paidOrder(book, owner.id, goodsId);
    await shipOrder(app, order.id);
    for (const reply of [{ status: 500, body: { msg: 'down' } }, 'hang' as const]) {
      answer = () => reply;
      const tracking = await owner.browser.get(`/api/order/one/${order.id}/tracking`);
      expect(tracking.status).toBe(503);
      expect(tracking.body).toMatchObject({ code: 'ORDERING.PARCEL_TRACKING_UNAVAILABLE', message: '배송 조회 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' });
      expect(tracking.text).not.toContain(KEY);
    }
  });
});
