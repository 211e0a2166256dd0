import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import request from 'supertest';
import { ORDER_STAFF_MEMOS } from '../../src/modules/ordering/application/ordering.di-tokens';
import type { OrderStaffMemoPort } from '../../src/modules/ordering/application/ports/order-staff-memo.port';
import { OrderBookService } from '../../src/modules/ordering/application/services/order-book.service';
import { describeOrderStaffMemoPort } from '../../src/modules/ordering/application/testing/order-staff-memo.port-contract';
import { TypeormOrderStaffMemos } from '../../src/modules/ordering/infrastructure/persistence/typeorm-order-staff-memos';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../src/shared/application/unit-of-work.port';
import { type CheckoutGoods, deliverOrder, givePoints, insertCheckoutGoods, payWithSandbox, placeOrder, settledRefunds, shipOrder } from '../support/checkout-helpers';
import { sql } from '../support/database';
import { signUpMember, type SignedUp, type TestBrowser, uniquePhone } from '../support/membership-helpers';
import { moveStage, newOrder, paidOrder as bookPaidOrder } from '../support/ordering-fixtures';
import { createStaffAccount, staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

/** The answer's payload, read loosely (each test states what it expects of it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const dto = (answer: { body: Record<string, unknown> }): any => answer.body.dto;
const ids = (answer: { body: Record<string, unknown> }) => (dto(answer).content as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * The console's orders (issue "fulfil exactly what was ordered"): the list's tabs and their counts, its filters and
 * one search box on the server (the CSV export takes the same), the detail's amounts as stored, the payment's approval
 * and refunds, the timeline naming who moved the order, staff's memo (audited, never in a member's answer), and who
 * may call each route.
 */
describe('back office: the console\'s orders (contract)', () => {
  let app: NestFastifyApplication;
  let book: OrderBookService;
  let staff: TestBrowser;
  let staffId: number;
  let staffEmail: string;
  let goods: CheckoutGoods; // 25,000 + 각인 이니셜 5,000, made to order

  beforeAll(async () => {
    app = await createTestApp();
    book = app.get(OrderBookService);
    const logged = await staffBrowser(app, 'staff');
    staff = logged.browser;
    staffId = logged.account.id;
    staffEmail = logged.account.email;
    goods = await insertCheckoutGoods(25_000, [{ categoryName: '각인', requireYn: 'N', opts: [{ optName: '이니셜', price: 5_000 }] }]);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** An order of the member's through the checkout, paid with the sandbox card (30,000 of goods, `point` points used). */
  async function checkoutOrder(member: SignedUp, point?: number) {
    const placed = await placeOrder(member.browser, member.id, [{ goodsId: goods.id, amount: 1, options: [goods.options['이니셜'].id] }], point ? { point } : {});
    const paid = await payWithSandbox(app, placed);
    if (paid.location !== `/payment/complete/${placed.id}`) throw new Error(`not paid: ${paid.location}`);
    return placed;
  }

  /** A paid order of the member's made through ordering's own service (no gateway), orderer and lines as given. */
  async function bookOrder(member: SignedUp, overrides: Parameters<typeof newOrder>[2] = {}) {
    const order = await bookPaidOrder(book, newOrder(member.id, goods.id, { orderer: { name: '김민수', email: member.email, phone: member.phone }, ...overrides }));
    return order.id;
  }

  const notMadeToOrder = (memberId: number) =>
    newOrder(memberId, goods.id, { lines: [{ goodsId: goods.id, goodsName: '기성 카드지갑', thumbSrc: '/images/goods/fixture.svg', unitPrice: 50_000, amount: 1, options: [], madeToOrder: false }] }).lines;

  describe('tabs and their counts', () => {
    it('puts each paid order in one tab, counts every tab in one answer, and lists each tab\'s orders', async () => {
      const member = await signUpMember(app);
      const by = { adminId: staffId, email: staffEmail };
      const confirmed = await bookOrder(member);
      const offBoard = await bookOrder(member, { lines: notMadeToOrder(member.id) });
      const cutting = await bookOrder(member);
      await moveStage(app, cutting, 'CUTTING', by);
      const ready = await bookOrder(member);
      await moveStage(app, ready, 'READY', by);
      const shipping = await bookOrder(member);
      await shipOrder(app, shipping);
      const delivered = await bookOrder(member);
      await shipOrder(app, delivered);
      await deliverOrder(app, delivered);
      const returning = await bookOrder(member);
      await shipOrder(app, returning);
      await deliverOrder(app, returning);
      expect((await member.browser.post(`/api/order/one/${returning}/claim`, { kind: 'return', reason: 'defect', detail: '가방 손잡이의 박음질이 풀려 있습니다.' })).status).toBe(200);
      const exchanged = await bookOrder(member);
      await shipOrder(app, exchanged);
      await deliverOrder(app, exchanged);
      expect((await member.browser.post(`/api/order/one/${exchanged}/claim`, { kind: 'exchange', reason: 'defect', detail: '가방 손잡이의 박음질이 풀려 있습니다.' })).status).toBe(200);
      expect((await staff.post(`/api/claims/${exchanged}/approve`, {})).status).toBe(200);
      const cancelled = (await checkoutOrder(member)).id;
      expect((await staff.post(`/api/order/${cancelled}/staff-cancel`, { reason: '재고 부족' })).status).toBe(200);
      // Never paid: no tab counts them.
      const pending = (await book.placePending(newOrder(member.id, goods.id, { orderer: { name: '김민수', email: member.email, phone: member.phone } }))).order.id;
      const failed = (await book.placePending(newOrder(member.id, goods.id, { orderer: { name: '김민수', email: member.email, phone: member.phone } }))).order.id;
      expect((await book.failPayment(failed, '카드 한도 초과', new Date())).ok).toBe(true);
      // Cancelled before it was paid (no payment to give back): not the cancel tab's, nor any other's.
      const closedUnpaid = (await book.placePending(newOrder(member.id, goods.id, { orderer: { name: '김민수', email: member.email, phone: member.phone } }))).order.id;
      await sql("UPDATE orders SET status = 'CANCELLED' WHERE id = $1", [closedUnpaid]);

      const counts = await staff.get('/api/order/tab-counts', { q: member.email });
      expect(counts.status).toBe(200);
      expect(dto(counts)).toEqual({ all: 9, paid: 2, making: 2, shipping: 1, delivered: 1, cancelled: 1, claims: 2, capped: [] });

      const expected = {
        paid: [confirmed, offBoard],
        making: [cutting, ready],
        shipping: [shipping],
        delivered: [delivered],
        cancelled: [cancelled],
        claims: [returning, exchanged],
      };
      for (const [tab, orderIds] of Object.entries(expected)) {
        const page = await staff.get('/api/order', { q: member.email, tab, size: 100 });
        expect({ tab, ids: ids(page) }).toEqual({ tab, ids: sorted(orderIds) });
      }
      const all = await staff.get('/api/order', { q: member.email, size: 100 });
      expect(ids(all)).toEqual(sorted(Object.values(expected).flat()));
      expect(ids(all)).not.toContain(pending);
      expect(ids(all)).not.toContain(failed);
      expect(ids(all)).not.toContain(closedUnpaid);

      // The rows carry the stage beside 준비중 and whether the goods are made to order.
      const rows = dto(all).content as { id: number; status: string; productionStage: string | null; madeToOrderGoods: boolean }[];
      expect(rows.find((row) => row.id === cutting)).toMatchObject({ status: 'PREPARING', productionStage: 'CUTTING', madeToOrderGoods: true });
      expect(rows.find((row) => row.id === offBoard)).toMatchObject({ status: 'PREPARING', productionStage: null, madeToOrderGoods: false });
      expect(rows.find((row) => row.id === shipping)).toMatchObject({ status: 'SHIPPING', productionStage: null });

      // The counts follow the other filters: made to order or not, payment method.
      expect(dto(await staff.get('/api/order/tab-counts', { q: member.email, madeToOrder: 'N' }))).toEqual({ all: 1, paid: 1, making: 0, shipping: 0, delivered: 0, cancelled: 0, claims: 0, capped: [] });
      expect(dto(await staff.get('/api/order/tab-counts', { q: member.email, madeToOrder: 'Y', tab: 'making' }))).toMatchObject({ all: 8, paid: 1, making: 2 });
      expect(dto(await staff.get('/api/order/tab-counts', { q: member.email, method: 'kakaopay' })).all).toBe(0);
    });
  });

  describe('filters and the search box', () => {
    it('filters by payment method and by made to order', async () => {
      const member = await signUpMember(app);
      const card = await bookOrder(member);
      const naver = await bookOrder(member, { paymentMethod: 'naverpay' });
      const kakao = await bookOrder(member, { paymentMethod: 'kakaopay', lines: notMadeToOrder(member.id) });
      const list = async (query: Record<string, string>) => ids(await staff.get('/api/order', { q: member.email, size: 100, ...query }));
      expect(await list({ method: 'card' })).toEqual([card]);
      expect(await list({ method: 'naverpay' })).toEqual([naver]);
      expect(await list({ method: 'kakaopay' })).toEqual([kakao]);
      expect(await list({ madeToOrder: 'Y' })).toEqual(sorted([card, naver]));
      expect(await list({ madeToOrder: 'N' })).toEqual([kakao]);
      expect(await list({ madeToOrder: 'N', method: 'card' })).toEqual([]);
      const rows = dto(await staff.get('/api/order', { q: member.email, size: 100 })).content as { id: number; method: string }[];
      expect(rows.find((row) => row.id === naver)?.method).toBe('naverpay');
    });

    it('takes the period as days in Korea: 00:00 KST belongs to that day, a second before to the day before', async () => {
      const member = await signUpMember(app);
      const early = await bookOrder(member);
      const late = await bookOrder(member);
      await sql("UPDATE orders SET created = '2026-03-09T15:00:00Z' WHERE id = $1", [early]); // 2026-03-10 00:00 KST
      await sql("UPDATE orders SET created = '2026-03-09T14:59:59Z' WHERE id = $1", [late]); // 2026-03-09 23:59:59 KST
      const list = async (from: string, to: string) => ids(await staff.get('/api/order', { q: member.email, from, to, size: 100 }));
      expect(await list('2026-03-10', '2026-03-10')).toEqual([early]);
      expect(await list('2026-03-09', '2026-03-09')).toEqual([late]);
      expect(await list('2026-03-09', '2026-03-10')).toEqual(sorted([early, late]));
      expect(dto(await staff.get('/api/order/tab-counts', { q: member.email, from: '2026-03-10', to: '2026-03-10' })).all).toBe(1);
    });

    it('finds an order by part of its number, the orderer\'s name, a phone typed with dashes or spaces, or the e-mail', async () => {
      const member = await signUpMember(app);
      const tag = randomBytes(4).toString('hex');
      const name = `검색${tag}`;
      const email = `Find.${tag}@Example.com`;
      const ordererPhone = uniquePhone();
      const recipientPhone = uniquePhone();
      const target = await bookOrder(member, {
        orderer: { name, email, phone: ordererPhone },
        shipping: { recipient: '이서연', phone: recipientPhone, zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '' },
      });
      const other = await bookOrder(member);
      const [{ order_number: orderNumber }] = await sql<{ order_number: string }>('SELECT order_number FROM orders WHERE id = $1', [target]);
      const search = async (q: string) => ids(await staff.get('/api/order', { q, size: 100 }));

      expect(await search(orderNumber)).toEqual([target]);
      expect(await search(orderNumber.slice(-6))).toContain(target);
      expect(await search(name)).toEqual([target]);
      expect(await search(`${name.slice(0, 4)}`)).toContain(target);
      const dashed = `${ordererPhone.slice(0, 3)}-${ordererPhone.slice(3, 7)}-${ordererPhone.slice(7)}`;
      expect(await search(dashed)).toEqual([target]);
      expect(await search(`${recipientPhone.slice(0, 3)} ${recipientPhone.slice(3, 7)} ${recipientPhone.slice(7)}`)).toEqual([target]);
      expect(await search(email.toLowerCase())).toEqual([target]);
      expect(await search(`  ${email.toUpperCase()}  `)).toEqual([target]);
      expect(await search(`find.${tag}@`)).toEqual([target]);
      // The other order of the same member is found by its own e-mail, never by this one's words.
      expect(await search(member.email)).toContain(other);
      expect(await search(member.email)).not.toContain(target);
      // Wildcards are taken literally.
      expect(await search(`검색${tag.slice(0, 2)}%`)).toEqual([]);
      expect(await search('_')).not.toContain(target);

      expect(dto(await staff.get('/api/order/tab-counts', { q: dashed }))).toMatchObject({ all: 1, paid: 1 });
    });

    it('answers a bad filter with a 400 envelope in Korean on the list, the counts and the export, and never a 500', async () => {
      const bad: [string, string][] = [
        ['tab=preparing', '주문 탭은 paid, making, shipping, delivered, cancelled, claims 중 하나여야 합니다.'],
        ['tab=', '주문 탭은 paid, making, shipping, delivered, cancelled, claims 중 하나여야 합니다.'],
        ['method=paypal', '결제수단은 card, naverpay, kakaopay 중 하나여야 합니다.'],
        ['method=card&method=naverpay', '결제수단은 card, naverpay, kakaopay 중 하나여야 합니다.'],
        ['madeToOrder=yes', '주문 제작 여부는 Y 또는 N이어야 합니다.'],
        ['madeToOrder=true', '주문 제작 여부는 Y 또는 N이어야 합니다.'],
        [`q=${'가'.repeat(101)}`, '검색어는 100자 이하로 입력해주세요.'],
        ['q=a&q=b', '검색어는 100자 이하로 입력해주세요.'],
        ['from=2026-02-30', '조회 시작일이 올바르지 않습니다.'],
        ['to=yesterday', '조회 종료일이 올바르지 않습니다.'],
        ['from=2026-03-10&to=2026-03-09', '조회 시작일은 종료일보다 늦을 수 없습니다.'],
        ['status=PENDING_PAYMENT', '주문 상태가 올바르지 않습니다.'],
      ];
      for (const path of ['/api/order', '/api/order/tab-counts', '/api/order/export.csv']) {
        for (const [query, message] of bad) {
          const answer = await staff.get(`${path}?${encodeURI(query)}`);
          expect({ path, query, status: answer.status, result: answer.body.result, message: answer.body.message }).toEqual({ path, query, status: 400, result: '4000', message });
        }
      }
      for (const query of ['size=0', 'size=101', 'page=-1', 'sort=phone,asc', 'size=abc']) {
        const answer = await staff.get(`/api/order?${query}`);
        expect({ query, status: answer.status, result: answer.body.result }).toEqual({ query, status: 400, result: '4000' });
      }
      // An empty search box and a search matching nothing are no errors.
      expect((await staff.get('/api/order', { q: '   ' })).status).toBe(200);
      expect(dto(await staff.get('/api/order', { q: '존재하지않는검색어zz' })).totalElements).toBe(0);
    });

    it('exports the courier\'s CSV under the same filters as the list', async () => {
      const member = await signUpMember(app);
      const card = await bookOrder(member);
      const naver = await bookOrder(member, { paymentMethod: 'naverpay' });
      const numbers = await sql<{ id: string; order_number: string }>('SELECT id, order_number FROM orders WHERE id = ANY($1::bigint[])', [[card, naver]]);
      const numberOf = (id: number) => numbers.find((row) => Number(row.id) === id)?.order_number as string;
      const csv = await request(app.getHttpServer())
        .get('/api/order/export.csv')
        .query({ q: member.email, method: 'naverpay', tab: 'paid', madeToOrder: 'Y' })
        .set('cookie', [...staff.cookies].map(([cookieName, value]) => `${cookieName}=${value}`).join('; '));
      expect(csv.status).toBe(200);
      expect(csv.text).toContain(numberOf(naver));
      expect(csv.text).not.toContain(numberOf(card));
      expect(csv.text.trim().split('\r\n')).toHaveLength(2);
    });
  });

  describe('the order detail', () => {
    it('shows the orderer, the amounts as stored (points under 30,000 keep the free shipping), the payment and its refund time', async () => {
      const member = await signUpMember(app);
      await givePoints(member.id, 100);
      const order = await checkoutOrder(member, 100);
      const detail = await staff.get(`/api/order/one/${order.id}`);
      expect(detail.status).toBe(200);
      const [payment] = await sql<{ tid: string; paid_at: Date }>('SELECT tid, paid_at FROM order_payment WHERE order_id = $1', [order.id]);
      const [orderer] = await sql<{ name: string; phone: string }>('SELECT name, phone FROM member WHERE id = $1', [member.id]);
      expect(dto(detail)).toMatchObject({
        ordererName: orderer.name,
        ordererPhone: orderer.phone,
        ordererEmail: member.email,
        shippingFee: 0,
        totalPrice: 29_900,
        amounts: { goods: 25_000, options: 5_000, shipping: 0, coupon: 0, couponName: null, points: 100, paid: 29_900 },
        payment: { method: 'card', approvalNumber: payment.tid, approvedAt: payment.paid_at.toISOString(), amount: 29_900, refunds: [] },
        productionStage: 'CONFIRMED',
        madeToOrderGoods: true,
        memo: null,
      });

      expect((await staff.post(`/api/order/${order.id}/staff-cancel`, { reason: '고객 요청' })).status).toBe(200);
      const [cancelled] = await sql<{ cancelled_at: Date }>('SELECT cancelled_at FROM order_payment WHERE order_id = $1', [order.id]);
      await settledRefunds(order.id);
      const after = dto(await staff.get(`/api/order/one/${order.id}`));
      expect(after.payment.refunds).toEqual([{ kind: 'cancel', amount: 29_900, at: cancelled.cancelled_at.toISOString(), status: 'succeeded', lastError: null }]);
      expect(after.productionStage).toBeNull();
    });

    it('shows an approved return\'s partial refund with its time, and the timeline of every move with who made it and why', async () => {
      const member = await signUpMember(app);
      const order = await checkoutOrder(member);
      await moveStage(app, order.id, 'SEWING', { adminId: staffId, email: staffEmail });
      await moveStage(app, order.id, 'CUTTING', { adminId: staffId, email: staffEmail }, '박음질 다시');
      expect((await staff.put(`/api/order/${order.id}`, { orderId: order.id, trackingNumber: '123456789012', carrierCode: '04' })).status).toBe(200);
      expect((await staff.post(`/api/order/${order.id}/delivered`, {})).status).toBe(200);
      expect((await member.browser.post(`/api/order/one/${order.id}/claim`, { kind: 'return', reason: 'defect', detail: '가방 손잡이의 박음질이 풀려 있습니다.' })).status).toBe(200);
      expect((await staff.post(`/api/claims/${order.id}/pickup`, { trackingNumber: '6012345678901' })).status).toBe(200);
      expect((await staff.post(`/api/claims/${order.id}/approve`, { refundAmount: 10_000 })).status).toBe(200);
      await settledRefunds(order.id);

      const detail = dto(await staff.get(`/api/order/one/${order.id}`));
      const [claim] = await sql<{ claim_decided_at: Date }>('SELECT claim_decided_at FROM orders WHERE id = $1', [order.id]);
      expect(detail.payment.refunds).toEqual([{ kind: 'return', amount: 10_000, at: claim.claim_decided_at.toISOString(), status: 'succeeded', lastError: null }]);

      const history = await sql<{ at: Date }>('SELECT at FROM order_status_history WHERE order_id = $1 ORDER BY id', [order.id]);
      expect(detail.timeline.map((entry: { at: string }) => entry.at)).toEqual(history.map((row) => row.at.toISOString()));
      const staffMove = { actorKind: 'staff', actorId: staffId, actorName: staffEmail };
      const memberMove = { actorKind: 'member', actorId: member.id, actorName: null };
      const systemMove = { actorKind: 'system', actorId: null, actorName: null };
      expect(detail.timeline.map(({ from, to, stageFrom, stageTo, reason, actorKind, actorId, actorName }: Record<string, unknown>) => ({ from, to, stageFrom, stageTo, reason, actorKind, actorId, actorName }))).toEqual([
        { from: null, to: 'PENDING_PAYMENT', stageFrom: null, stageTo: null, reason: '주문 접수', ...memberMove },
        { from: 'PENDING_PAYMENT', to: 'PAYMENT_APPROVING', stageFrom: null, stageTo: null, reason: '결제 승인 요청', ...systemMove },
        { from: 'PAYMENT_APPROVING', to: 'PREPARING', stageFrom: null, stageTo: null, reason: '결제 완료', ...systemMove },
        { from: 'PREPARING', to: 'PREPARING', stageFrom: 'CONFIRMED', stageTo: 'SEWING', reason: '제작 단계 변경', ...staffMove },
        { from: 'PREPARING', to: 'PREPARING', stageFrom: 'SEWING', stageTo: 'CUTTING', reason: '제작 단계 변경: 박음질 다시', ...staffMove },
        { from: 'PREPARING', to: 'SHIPPING', stageFrom: null, stageTo: null, reason: '배송 시작', ...staffMove },
        { from: 'SHIPPING', to: 'DELIVERED', stageFrom: null, stageTo: null, reason: '배송 완료', ...staffMove },
        { from: 'DELIVERED', to: 'RETURN_REQUESTED', stageFrom: null, stageTo: null, reason: '반품 신청', ...memberMove },
        { from: 'RETURN_REQUESTED', to: 'RETURN_REQUESTED', stageFrom: null, stageTo: null, reason: '회수 중 (회수 송장 6012345678901)', ...staffMove },
        { from: 'RETURN_REQUESTED', to: 'RETURNED', stageFrom: null, stageTo: null, reason: '검수 완료 (환불 10000원)', ...staffMove },
      ]);
    });

    it('records the look with the orderer\'s e-mail and the memo among the fields shown', async () => {
      const member = await signUpMember(app);
      const orderId = await bookOrder(member);
      expect((await staff.get(`/api/order/one/${orderId}`)).status).toBe(200);
      const [look] = await sql<{ admin_id: number; fields: string[]; purpose: string }>(
        "SELECT admin_id, fields, purpose FROM personal_data_access_log WHERE subject_type = 'order' AND subject_id = $1 ORDER BY id DESC LIMIT 1",
        [String(orderId)],
      );
      expect(look).toEqual({ admin_id: staffId, purpose: 'orders.detail', fields: ['orderer', 'email', 'recipient', 'phone', 'address', 'request', 'memo'] });
    });
  });

  describe("staff's memo", () => {
    it('is saved, shown to staff, audited before and after, and absent from every member answer', async () => {
      const member = await signUpMember(app);
      const order = await checkoutOrder(member);
      const secret = `메모-${randomBytes(6).toString('hex')}: 고객이 11/28 이전 도착을 원함`;

      const saved = await staff.put(`/api/order/${order.id}/memo`, { memo: `  ${secret}  ` });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ result: '0000', message: '정상적으로 수정되었습니다.', dto: { text: secret, updatedBy: staffEmail } });
      expect(dto(await staff.get(`/api/order/one/${order.id}`)).memo).toEqual({ text: secret, updatedBy: staffEmail, updatedAt: dto(saved).updatedAt });

      expect((await staff.put(`/api/order/${order.id}/memo`, { memo: '배송 전 연락 요망' })).status).toBe(200);
      const audits = await sql<{ action: string; admin_id: number; before: unknown; after: unknown }>(
        "SELECT action, admin_id, before, after FROM admin_audit_log WHERE target_type = 'order' AND target_id = $1 AND action = 'order.memo' ORDER BY id",
        [String(order.id)],
      );
      expect(audits).toEqual([
        { action: 'order.memo', admin_id: staffId, before: { memo: null }, after: { memo: secret } },
        { action: 'order.memo', admin_id: staffId, before: { memo: secret }, after: { memo: '배송 전 연락 요망' } },
      ]);
      await staff.put(`/api/order/${order.id}/memo`, { memo: secret });

      const memberAnswers = [
        await member.browser.get(`/api/order/one/${order.id}`),
        await member.browser.get(`/api/order/${member.id}`, { page: 0, size: 10 }),
        await member.browser.get('/api/order_end.php', { o_idx: order.id }),
        await member.browser.get(`/api/order/${member.id}/counting`),
      ];
      for (const answer of memberAnswers) {
        expect(answer.status).toBe(200);
        expect(answer.text).not.toContain(secret);
        expect(answer.text).not.toContain('"memo"');
      }
      expect(dto(memberAnswers[0]).id).toBe(order.id);
      const page = await request(app.getHttpServer()).get(`/mypage/order/${order.id}`).set('cookie', [...member.browser.cookies].map(([n, v]) => `${n}=${v}`).join('; '));
      expect(page.status).toBe(200);
      expect(page.text).not.toContain(secret);
    });

    it('refuses a memo over 2,000 characters or not text with a 400 envelope, and an unknown order with 404, saving nothing', async () => {
      const member = await signUpMember(app);
      const orderId = await bookOrder(member);
      for (const body of [{ memo: '가'.repeat(2001) }, { memo: 42 }, { memo: null }, {}, { memo: ['a'] }]) {
        const answer = await staff.put(`/api/order/${orderId}/memo`, body);
        expect({ body: JSON.stringify(body).slice(0, 40), status: answer.status, result: answer.body.result }).toEqual({ body: JSON.stringify(body).slice(0, 40), status: 400, result: '4000' });
      }
      expect((await staff.put(`/api/order/${orderId}/memo`, { memo: '가'.repeat(2001) })).body.message).toBe('메모는 2,000자까지 입력할 수 있습니다.');
      expect((await staff.put('/api/order/999999999/memo', { memo: '메모' })).status).toBe(404);
      expect(await sql('SELECT 1 FROM order_staff_memo WHERE order_id = $1', [orderId])).toEqual([]);
      expect((await staff.put(`/api/order/${orderId}/memo`, { memo: '가'.repeat(2000) })).status).toBe(200);
    });
  });

  describe('who may call', () => {
    /** An integrator's API token, written straight to the table as backoffice-access.contract-spec does. */
    async function insertToken(scopes: string[]): Promise<string> {
      const owner = await createStaffAccount(app, 'owner');
      const raw = `shop_${randomBytes(24).toString('base64url')}`;
      await sql(
        `INSERT INTO api_token (name, token_hash, token_prefix, scopes, expires_at, revoked_at, created_by, created_at)
         VALUES ($1, $2, $3, $4, now() + interval '1 hour', NULL, $5, now())`,
        [`partner-${raw.slice(5, 11)}-${randomInt(1000)}`, createHash('sha256').update(raw).digest('hex'), raw.slice(0, 12), scopes, owner.id],
      );
      return raw;
    }

    it('refuses anonymous callers (401), members (403) and tokens without the scope (403), changing nothing', async () => {
      const member = await signUpMember(app);
      const orderId = await bookOrder(member);
      const server = app.getHttpServer();
      for (const path of ['/api/order/tab-counts', '/api/order?q=010', '/api/order/export.csv?tab=paid']) {
        expect({ path, status: (await request(server).get(path).set('accept', 'application/json')).status }).toEqual({ path, status: 401 });
        expect({ path, status: (await member.browser.get(path)).status }).toEqual({ path, status: 403 });
      }
      expect((await request(server).put(`/api/order/${orderId}/memo`).set('accept', 'application/json').send({ memo: 'x' })).status).toBe(403); // no anti-forgery token
      expect((await member.browser.put(`/api/order/${orderId}/memo`, { memo: '회원이 쓴 메모' })).status).toBe(403);

      const catalog = await insertToken(['catalog:read']);
      const reader = await insertToken(['orders:read']);
      const writer = await insertToken(['orders:write']);
      expect((await request(server).get('/api/order/tab-counts').set('authorization', `Bearer ${catalog}`)).status).toBe(403);
      expect((await request(server).get('/api/order/tab-counts').set('authorization', `Bearer ${reader}`)).status).toBe(200);
      expect((await request(server).put(`/api/order/${orderId}/memo`).set('authorization', `Bearer ${reader}`).send({ memo: '읽기 토큰' })).status).toBe(403);
      expect(await sql('SELECT 1 FROM order_staff_memo WHERE order_id = $1', [orderId])).toEqual([]);

      const written = await request(server).put(`/api/order/${orderId}/memo`).set('authorization', `Bearer ${writer}`).send({ memo: '연동 메모' });
      expect(written.status).toBe(200);
      expect(written.body.dto.updatedBy).toMatch(/^token:partner-/);
    });
  });

  describeOrderStaffMemoPort('TypeormOrderStaffMemos (PostgreSQL)', async () => {
    const member = await signUpMember(app);
    const port = app.get<OrderStaffMemoPort>(ORDER_STAFF_MEMOS, { strict: false });
    expect(port).toBeInstanceOf(TypeormOrderStaffMemos);
    const unitOfWork = app.get<UnitOfWorkPort>(UNIT_OF_WORK, { strict: false });
    return { port, orderId: await bookOrder(member), otherOrderId: await bookOrder(member), missingOrderId: 999_999_999, run: (work) => unitOfWork.run(work) };
  });
});
