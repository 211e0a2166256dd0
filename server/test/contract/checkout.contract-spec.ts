import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PAYMENT_GATEWAY } from '../../src/modules/payments/application/payments.di-tokens';
import type { PaymentGatewayPort } from '../../src/modules/payments/application/ports/payment-gateway.port';
import { SandboxPaymentStore } from '../../src/modules/payments/infrastructure/gateway/sandbox/sandbox-payment.store';
import { ReconcileApprovalsScheduler } from '../../src/modules/payments/infrastructure/jobs/reconcile-approvals.scheduler';
import { CLOCK } from '../../src/shared/application/clock.port';
import type { ControllableClock } from '../../src/shared/infrastructure/clock/system-clock';
import { HousekeepingScheduler } from '../../src/shared/infrastructure/housekeeping/housekeeping.scheduler';
import { sql, withClient } from '../support/database';
import {
  type CheckoutGoods,
  CONSENTS,
  DECLINED_CARD,
  giveCoupon,
  givePoints,
  insertCheckoutGoods,
  linesBody,
  NEW_ADDRESS,
  type OrderLine,
  payWithSandbox,
  placeOrder,
  pointBalance,
  postReturn,
  postReturnAnswer,
  sandboxReturnFields,
  settledRefunds,
} from '../support/checkout-helpers';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { loadAppConfig } from '../../src/config/app-config';
import { waitUntil } from '../../src/shared/application/testing/wait-until';
import { lastSms, signUpMember, type SignedUp, TestBrowser, uniqueIp } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';

/**
 * From the cart to a paid order through the real app on PostgreSQL, paying with the sandbox card
 * page: every won computed by the server, one payment per order whatever the provider's return
 * does, coupon and points spent once and only with the payment.
 */
describe('checkout and payment (contract)', () => {
  let app: NestFastifyApplication;
  let bag: CheckoutGoods; // 20,000; strap (required): short 0 / long 5,000; engraving (optional) 3,000
  let cardCase: CheckoutGoods; // 8,000, no options, not made to order
  let pouch: CheckoutGoods; // 15,000, no options

  beforeAll(async () => {
    app = await createTestApp();
    bag = await insertCheckoutGoods(20_000, [
      { categoryName: '스트랩', requireYn: 'Y', opts: [{ optName: '숏', price: 0 }, { optName: '롱', price: 5_000 }] },
      { categoryName: '각인', requireYn: 'N', opts: [{ optName: '이니셜', price: 3_000 }] },
    ]);
    cardCase = await insertCheckoutGoods(8_000, [], false);
    pouch = await insertCheckoutGoods(15_000);
  });

  afterAll(async () => {
    await app?.close();
  });

  const short = () => bag.options['숏'].id;
  const long = () => bag.options['롱'].id;
  const engraving = () => bag.options['이니셜'].id;

  async function quote(member: SignedUp, lines: OrderLine[], extra: Record<string, unknown> = {}) {
    return member.browser.post('/api/order/quote.php', { memberId: member.id, ...linesBody(lines), ...extra });
  }

  const paymentsOf = (orderId: number) => sql<{ tid: string; amount: number; cancelled: boolean }>('SELECT tid, amount, cancelled FROM order_payment WHERE order_id = $1', [orderId]);
  const statusOf = async (orderId: number) => (await sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))[0]?.status;
  const couponUse = async (memberCouponId: number) => (await sql<{ used_at: Date | null; used_order_id: string | null }>('SELECT used_at, used_order_id FROM member_coupon WHERE id = $1', [memberCouponId]))[0];

  describe('the quote', () => {
    let member: SignedUp;
    beforeAll(async () => {
      member = await signUpMember(app);
      await givePoints(member.id, 5_000);
    });

    it.each([
      ['below 30,000: shipping 3,000', [{ goodsId: 0, amount: 1 }], {}, { goodsTotal: 8_000, shippingFee: 3_000, couponDiscount: 0, pointsUsed: 0, total: 11_000 }],
      ['options × quantity, 30,000 or more: free shipping', [{ goodsId: 1, amount: 2, options: ['롱', '이니셜'] }], {}, { goodsTotal: 56_000, shippingFee: 0, total: 56_000 }],
      ['exactly 30,000: free shipping', [{ goodsId: 2, amount: 2 }], {}, { goodsTotal: 30_000, shippingFee: 0, total: 30_000 }],
      ['two lines under 30,000', [{ goodsId: 1, amount: 1, options: ['숏'] }, { goodsId: 0, amount: 1 }], {}, { goodsTotal: 28_000, shippingFee: 3_000, total: 31_000 }],
      ['points only', [{ goodsId: 0, amount: 2 }], { point: 1_000 }, { goodsTotal: 16_000, shippingFee: 3_000, pointsUsed: 1_000, total: 18_000 }],
    ] as const)('%s', async (_name, lines, extra, expected) => {
      const resolved = lines.map((line) => ({
        goodsId: [cardCase.id, bag.id, pouch.id][line.goodsId],
        amount: line.amount,
        options: 'options' in line ? line.options.map((name) => bag.options[name].id) : [],
      }));
      const answer = await quote(member, resolved, extra);
      expect(answer.status).toBe(200);
      expect(answer.body.dto).toMatchObject({ ...expected, pointBalance: 5_000 });
    });

    it('applies a rate coupon (rounded down to 10 won) and an amount coupon, with points', async () => {
      const rate = await giveCoupon(member.id, { discountRate: 15, minPrice: 30_000 });
      const amount = await giveCoupon(member.id, { discountPrice: 5_000, minPrice: 0 });
      // 25,000 + 8,000 × 1 = 33,000; 15% = 4,950 → 4,950
      const lines = [{ goodsId: bag.id, amount: 1, options: [long()] }, { goodsId: cardCase.id, amount: 1 }];
      expect((await quote(member, lines, { couponId: rate })).body.dto).toMatchObject({ goodsTotal: 33_000, couponDiscount: 4_950, shippingFee: 0, total: 28_050 });
      // 23,000 × 1 (short + engraving): 15% = 3,450
      expect((await quote(member, [{ goodsId: bag.id, amount: 1, options: [short(), engraving()] }, { goodsId: cardCase.id, amount: 1 }], { couponId: rate })).body.dto).toMatchObject({
        goodsTotal: 31_000,
        couponDiscount: 4_650,
      });
      expect((await quote(member, lines, { couponId: amount, point: 2_000 })).body.dto).toMatchObject({
        couponDiscount: 5_000,
        couponName: '5000원 할인',
        pointsUsed: 2_000,
        total: 26_000,
      });
    });

    it('ignores any price the client sends', async () => {
      const honest = await quote(member, [{ goodsId: bag.id, amount: 1, options: [long()] }]);
      const tampered = await member.browser.post('/api/order/quote.php', {
        memberId: member.id,
        goodsId: [bag.id],
        amount: [1],
        options: [[long()]],
        price: [1],
        total: 1,
        unitPrice: 1,
        shippingFee: 0,
      });
      expect(tampered.status).toBe(200);
      expect(tampered.body.dto).toEqual(honest.body.dto);
      expect((tampered.body.dto as { total: number }).total).toBe(28_000);
    });

    it('refuses expired, not yet valid, used, too small and someone else\'s coupons', async () => {
      const other = await signUpMember(app);
      const lines = [{ goodsId: bag.id, amount: 2, options: [long()] }];
      const cases: [number, string][] = [
        [await giveCoupon(member.id, { discountPrice: 1_000, expirationDate: '2021-01-01T00:00:00Z' }), 'PROMOTIONS.COUPON_EXPIRED'],
        [await giveCoupon(member.id, { discountPrice: 1_000, startDate: '2098-01-01T00:00:00Z' }), 'PROMOTIONS.COUPON_NOT_YET_VALID'],
        [await giveCoupon(member.id, { discountPrice: 1_000, minPrice: 100_000 }), 'PROMOTIONS.COUPON_MIN_PRICE'],
        [await giveCoupon(other.id, { discountPrice: 1_000 }), 'PROMOTIONS.COUPON_NOT_FOUND'],
      ];
      const used = await giveCoupon(member.id, { discountPrice: 1_000 });
      await sql('UPDATE member_coupon SET used_at = now(), used_order_id = 999999 WHERE id = $1', [used]);
      cases.push([used, 'PROMOTIONS.COUPON_USED']);
      for (const [couponId, code] of cases) {
        const answer = await quote(member, lines, { couponId });
        expect([answer.status, answer.body.code]).toEqual([expect.any(Number), code]);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.result).not.toBe('0000');
      }
    });

    it('refuses points under the 100 minimum held, above the balance, and above the goods', async () => {
      const poor = await signUpMember(app);
      await givePoints(poor.id, 90);
      expect((await quote(poor, [{ goodsId: cardCase.id, amount: 1 }], { point: 50 })).body.code).toBe('PROMOTIONS.POINTS_BELOW_MINIMUM');
      expect((await quote(member, [{ goodsId: cardCase.id, amount: 1 }], { point: 6_000 })).body.code).toBe('PROMOTIONS.POINTS_EXCEED_BALANCE');
      const rich = await signUpMember(app);
      await givePoints(rich.id, 50_000);
      expect((await quote(rich, [{ goodsId: cardCase.id, amount: 1 }], { point: 8_001 })).body.code).toBe('PROMOTIONS.POINTS_EXCEED_PRICE');
    });

    it('refuses goods or options that are not for sale, and lines that do not add up', async () => {
      expect((await quote(member, [{ goodsId: 99_999_999, amount: 1 }])).body.code).toBe('CHECKOUT.GOODS_UNAVAILABLE');
      expect((await quote(member, [{ goodsId: bag.id, amount: 1 }])).body.code).toBe('CHECKOUT.OPTION_REQUIRED');
      expect((await quote(member, [{ goodsId: cardCase.id, amount: 1, options: [long()] }])).body.code).toBe('CHECKOUT.OPTION_INVALID');
      const mismatched = await member.browser.post('/api/order/quote.php', { memberId: member.id, goodsId: [bag.id, cardCase.id], amount: [1] });
      expect([mismatched.status, mismatched.body.code]).toEqual([400, 'CHECKOUT.LINES_INVALID']);
      const zero = await member.browser.post('/api/order/quote.php', { memberId: member.id, goodsId: [cardCase.id], amount: [0] });
      expect(zero.status).toBe(400);
    });

    it('answers any malformed input on the checkout calls with a 4xx, never a 5xx, and saves nothing', async () => {
      const base = { orderId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', memberId: member.id, goodsId: [cardCase.id], amount: [1], address: NEW_ADDRESS, request: '', method: 'card', consents: CONSENTS };
      const bodies: Record<string, unknown>[] = [
        { ...base, request: 'door\u0000' },
        { ...base, address: { ...NEW_ADDRESS, recipient: '김\u0000민수' } },
        { ...base, options: [[[1]]] },
        { ...base, options: [['1']] },
        { ...base, options: 'all' },
        { ...base, goodsId: ['1 OR 1=1'] },
        { ...base, goodsId: [1e30] },
        { ...base, amount: [1.5] },
        { ...base, point: -1 },
        { ...base, point: '100; DROP TABLE orders' },
        { ...base, couponId: 0 },
        { ...base, method: 'bitcoin' },
        { ...base, orderId: 'not-a-uuid' },
        { ...base, consents: 'Y' },
        { ...base, address: { ...NEW_ADDRESS, zipCode: '1234' } },
        { ...base, address: { ...NEW_ADDRESS, phone: '12' } },
        { ...base, addressId: 1 },
        { ...base, address: undefined },
        { ...base, request: 'x'.repeat(101) },
        { ...base, goodsId: Array(31).fill(cardCase.id), amount: Array(31).fill(1) },
        // Null and empty containers where an optional field belongs (once 500s): nothing left to deliver to.
        { ...base, address: null },
        { ...base, address: [] },
        { ...base, address: [NEW_ADDRESS] },
        { ...base, address: null, addressId: null },
        { ...base, consents: [] },
        { ...base, consents: null },
        { ...base, goodsId: null, amount: null },
      ];
      for (const body of bodies) {
        const answer = await member.browser.post('/api/order_save.php', body);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.result).not.toBe('0000');
      }
      expect((await sql('SELECT id FROM orders WHERE member_id = $1', [member.id])).length).toBe(0);
      // The provider's return: whatever is posted, a redirect, never an error page.
      for (const fields of [{}, { orderId: '\u0000' }, { amount: 'abc', orderId: 'x', signature: 'y' }, { authResultCode: '0000', orderId: '1'.repeat(5000) }]) {
        const returned = await postReturn(app, fields as Record<string, string>);
        expect(returned.status).toBeLessThan(500);
        expect(returned.status === 303 || (returned.status >= 400 && returned.status < 500)).toBe(true);
      }
    });

    it('reads a null in an optional field as the field left out, on the quote and on order_save', async () => {
      const member = await signUpMember(app);
      const quoted = await member.browser.post('/api/order/quote.php', { memberId: member.id, goodsId: [cardCase.id], amount: [1], options: null, texts: null, couponId: null, point: null });
      expect(quoted.status).toBe(200);
      expect(quoted.body.dto).toMatchObject({ goodsTotal: 8_000, total: 11_000 });
      for (const body of [{ options: [] }, { options: {} }, { texts: 'JHK' }]) {
        const refused = await member.browser.post('/api/order/quote.php', { memberId: member.id, goodsId: [cardCase.id], amount: [1], ...body });
        expect({ body, status: refused.status }).toEqual({ body, status: 400 });
        expect(refused.body.result).not.toBe('0000');
      }
      const saved = await member.browser.post('/api/order_save.php', {
        orderId: '0b7c6a1e-2d3f-4a5b-8c9d-0e1f2a3b4c5d',
        memberId: member.id,
        goodsId: [cardCase.id],
        amount: [1],
        options: null,
        addressId: null,
        address: NEW_ADDRESS,
        request: '',
        method: 'card',
        consents: CONSENTS,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.result).toBe('0000');
    });

    it('charges only the price the shopper confirmed: a price changed by staff after the quote saves nothing (409)', async () => {
      const member = await signUpMember(app);
      const goods = await insertCheckoutGoods(47_000, [], false);
      const quoted = await member.browser.post('/api/order/quote.php', { memberId: member.id, goodsId: [goods.id], amount: [1] });
      const confirmed = (quoted.body.dto as { total: number }).total;
      expect(confirmed).toBe(47_000);
      await sql('UPDATE goods SET price = 97000 WHERE id = $1', [goods.id]);
      const body = { memberId: member.id, goodsId: [goods.id], amount: [1], address: NEW_ADDRESS, request: '', method: 'card', consents: CONSENTS };
      const refused = await member.browser.post('/api/order_save.php', { ...body, orderId: '1c0e2b7a-5d4f-4e3a-9b8c-7d6e5f4a3b2c', expectedTotal: confirmed });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CHECKOUT.PRICE_CHANGED', message: '주문 금액이 변경되었습니다. 변경된 금액을 확인하신 뒤 다시 결제해주세요.' });
      expect((await sql('SELECT id FROM orders WHERE member_id = $1', [member.id])).length).toBe(0);
      // Confirming the new price saves the order at it.
      const saved = await member.browser.post('/api/order_save.php', { ...body, orderId: '2d1f3c8b-6e5a-4f4b-8c9d-8e7f6a5b4c3d', expectedTotal: 97_000 });
      expect(saved.status).toBe(200);
      expect(saved.body.dto).toMatchObject({ payment: { amount: 97_000 } });
    });

    it('answers only the member themself', async () => {
      const other = await signUpMember(app);
      expect((await member.browser.post('/api/order/quote.php', { memberId: other.id, goodsId: [cardCase.id], amount: [1] })).status).toBe(403);
      expect((await new TestBrowser(app).post('/api/order/quote.php', { memberId: member.id, goodsId: [cardCase.id], amount: [1] })).status).toBe(401);
      expect((await new TestBrowser(app).get('/api/payment-id.php')).status).toBe(401);
    });
  });

  describe('placing and paying', () => {
    it('pays an order with a coupon and points and shows it on the complete page', async () => {
      const member = await signUpMember(app);
      await givePoints(member.id, 3_000);
      const couponId = await giveCoupon(member.id, { discountPrice: 5_000 });
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: bag.id, amount: 1, options: [long()] }, { goodsId: cardCase.id, amount: 2 }], { couponId, point: 1_000 });
      // 25,000 + 16,000 − 5,000 − 1,000, free shipping
      expect(placed).toMatchObject({ total: 35_000, goodsName: expect.stringMatching(/ 외 1건$/), payment: { gateway: 'sandbox', amount: 35_000, orderId: placed.orderNumber } });
      expect(await statusOf(placed.id)).toBe('PENDING_PAYMENT');
      expect((await couponUse(couponId)).used_at).toBeNull();
      expect(await pointBalance(member.id)).toBe(3_000);

      const returned = await payWithSandbox(app, placed);
      expect(returned).toEqual({ status: 303, location: `/payment/complete/${placed.id}` });
      expect(await statusOf(placed.id)).toBe('PREPARING');
      expect(await paymentsOf(placed.id)).toEqual([{ tid: expect.any(String), amount: 35_000, cancelled: false }]);
      expect(Number((await couponUse(couponId)).used_order_id)).toBe(placed.id);
      expect(await pointBalance(member.id)).toBe(2_000);

      const end = await member.browser.get('/api/order_end.php', { o_idx: placed.id });
      expect(end.status).toBe(200);
      expect(end.body.orders).toMatchObject({ id: placed.id, orderNumber: placed.orderNumber, oStatus: '0', recipient: NEW_ADDRESS.recipient, totalPrice: 35_000 });
      expect(end.body.payment).toMatchObject({ price: 35_000, cancelled: 'N' });
      // The confirmation text is a job (order-paid-text), sent shortly after the commit.
      await waitUntil('the confirmation text in the outbox', async () => ((await lastSms(app, member.phone))?.text ?? '').includes(placed.orderNumber));
    });

    it('numbers a new order with the date in Korea and ten signs no one can guess or misread, the provider\'s orderId too', async () => {
      const member = await signUpMember(app);
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }]);
      const korea = new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10).replace(/-/g, '');
      expect(placed.orderNumber).toMatch(new RegExp(`^${korea}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$`));
      expect(placed.payment.orderId).toBe(placed.orderNumber);
      const [row] = await sql<{ order_number: string }>('SELECT order_number FROM orders WHERE id = $1', [placed.id]);
      expect(row.order_number).toBe(placed.orderNumber);
      const other = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }]);
      expect(other.orderNumber.slice(9)).not.toBe(placed.orderNumber.slice(9));
    });

    it('keeps the prices of the moment on the order', async () => {
      const member = await signUpMember(app);
      const goods = await insertCheckoutGoods(12_000, [{ categoryName: '색상', requireYn: 'N', opts: [{ optName: '블랙', price: 1_000 }] }]);
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: goods.id, amount: 1, options: [goods.options['블랙'].id] }]);
      await sql('UPDATE goods SET price = 99000 WHERE id = $1', [goods.id]);
      await sql('UPDATE option_item SET price = 9000 WHERE id = $1', [goods.options['블랙'].id]);
      expect((await payWithSandbox(app, placed)).location).toBe(`/payment/complete/${placed.id}`);
      const end = await member.browser.get('/api/order_end.php', { o_idx: placed.id });
      expect(end.body.orders).toMatchObject({ goodsTotal: 13_000, shippingFee: 3_000, totalPrice: 16_000 });
    });

    it('makes one order of one key, also when the same save races itself', async () => {
      const member = await signUpMember(app);
      const orderId = (await member.browser.get('/api/payment-id.php')).body.orderId as string;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          member.browser.post('/api/order_save.php', {
            orderId,
            memberId: member.id,
            ...linesBody([{ goodsId: cardCase.id, amount: 1 }]),
            address: NEW_ADDRESS,
            request: '',
            method: 'card',
            consents: CONSENTS,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((answer) => (answer.body.dto as { id: number }).id)).size).toBe(1);
      expect((await sql('SELECT id FROM orders WHERE member_id = $1', [member.id])).length).toBe(1);
    });

    it('requires the consents, the made-to-order one for made-to-order goods', async () => {
      const member = await signUpMember(app);
      const save = async (goodsId: number, options: number[], consents: Record<string, string>) =>
        member.browser.post('/api/order_save.php', {
          orderId: (await member.browser.get('/api/payment-id.php')).body.orderId,
          memberId: member.id,
          ...linesBody([{ goodsId, amount: 1, options }]),
          address: NEW_ADDRESS,
          request: '',
          method: 'card',
          consents,
        });
      expect((await save(bag.id, [short()], { ...CONSENTS, madeToOrder: 'N' })).body.code).toBe('CHECKOUT.MADE_TO_ORDER_CONSENT_REQUIRED');
      expect((await save(bag.id, [short()], { ...CONSENTS, terms: 'N' })).body.code).toBe('CHECKOUT.CONSENT_REQUIRED');
      expect((await save(cardCase.id, [], { ...CONSENTS, madeToOrder: 'N' })).status).toBe(200);
    });

    it('holds a one-off address to the address book\'s rules, saved or not', async () => {
      const member = await signUpMember(app);
      const save = async (address: Record<string, unknown>) =>
        member.browser.post('/api/order_save.php', {
          orderId: (await member.browser.get('/api/payment-id.php')).body.orderId,
          memberId: member.id,
          ...linesBody([{ goodsId: cardCase.id, amount: 1 }]),
          address,
          request: '',
          method: 'card',
          consents: CONSENTS,
        });
      const long = '김'.repeat(31);
      for (const keep of [false, true]) {
        const answer = await save({ ...NEW_ADDRESS, recipient: long, save: keep });
        expect([answer.status, answer.body.code]).toEqual([400, 'MEMBERSHIP.ADDRESS_FIELD_TOO_LONG']);
      }
      // Normalised as the book does: the hyphens of a typed phone number go.
      const typed = await save({ ...NEW_ADDRESS, phone: '010-1234-5678' });
      expect(typed.status).toBe(200);
      expect((await sql<{ phone: string }>('SELECT phone FROM orders WHERE id = $1', [(typed.body.dto as { id: number }).id]))[0].phone).toBe('01012345678');
    });

    it('answers twenty returns of one order with one payment', async () => {
      const member = await signUpMember(app);
      await givePoints(member.id, 1_000);
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }], { point: 500 });
      const fields = await sandboxReturnFields(app, placed);
      const returns = await Promise.all(Array.from({ length: 20 }, () => postReturn(app, fields)));
      expect(returns.map((each) => each.location)).toEqual(Array(20).fill(`/payment/complete/${placed.id}`));
      expect(await paymentsOf(placed.id)).toHaveLength(1);
      expect(await pointBalance(member.id)).toBe(500);
    });

    it('lets only one of two orders spend a single coupon', async () => {
      const member = await signUpMember(app);
      const couponId = await giveCoupon(member.id, { discountPrice: 2_000 });
      const first = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }], { couponId });
      const second = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 2 }], { couponId });
      const [a, b] = await Promise.all([sandboxReturnFields(app, first), sandboxReturnFields(app, second)]);
      const outcomes = await Promise.all([postReturn(app, a), postReturn(app, b)]);
      const paid = outcomes.filter((outcome) => outcome.location.startsWith('/payment/complete/'));
      expect(paid).toHaveLength(1);
      const failed = outcomes.find((outcome) => !outcome.location.startsWith('/payment/complete/'))!;
      expect(new URL(failed.location, 'http://shop.test').searchParams.get('message')).toBe('이미 사용된 쿠폰입니다.');
      const payments = [...(await paymentsOf(first.id)), ...(await paymentsOf(second.id))].filter((payment) => !payment.cancelled);
      expect(payments).toHaveLength(1);
      expect((await couponUse(couponId)).used_at).not.toBeNull();
    });

    it('lets only one of two orders spend the same points', async () => {
      const member = await signUpMember(app);
      await givePoints(member.id, 1_000);
      const first = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }], { point: 800 });
      const second = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }], { point: 800 });
      const [a, b] = await Promise.all([sandboxReturnFields(app, first), sandboxReturnFields(app, second)]);
      const outcomes = await Promise.all([postReturn(app, a), postReturn(app, b)]);
      expect(outcomes.filter((outcome) => outcome.location.startsWith('/payment/complete/'))).toHaveLength(1);
      expect(await pointBalance(member.id)).toBe(200);
      const statuses = [await statusOf(first.id), await statusOf(second.id)].sort();
      expect(statuses).toEqual(['PAYMENT_FAILED', 'PREPARING']);
    });

    it('refuses a return of another amount than the order\'s, approving nothing and leaving the order waiting', async () => {
      const member = await signUpMember(app);
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }]);
      const tampered = await sandboxReturnFields(app, { ...placed, payment: { ...placed.payment, amount: 1_000 } });
      const returned = await postReturn(app, tampered);
      expect(returned.location).toMatch(/^\/payment\/payment-method\?payment=failed/);
      expect(new URL(returned.location, 'http://shop.test').searchParams.get('message')).toBe('결제 금액이 주문 금액과 다릅니다. 다시 시도해주세요.');
      expect(await statusOf(placed.id)).toBe('PENDING_PAYMENT');
      expect(await paymentsOf(placed.id)).toEqual([]);
      expect(await app.get(SandboxPaymentStore).stateOf(tampered.tid)).toBe('authenticated');
      expect((await payWithSandbox(app, placed)).location).toBe(`/payment/complete/${placed.id}`);
    });

    it('leaves the named order pending when another order\'s signed return of another amount names it', async () => {
      const member = await signUpMember(app);
      const stranger = await signUpMember(app);
      const named = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }]);
      const theirs = await placeOrder(stranger.browser, stranger.id, [{ goodsId: cardCase.id, amount: 2 }]);
      expect(theirs.total).not.toBe(named.total);
      const fields = await sandboxReturnFields(app, theirs);
      const returned = await postReturn(app, { ...fields, orderId: named.orderNumber });
      const location = new URL(returned.location, 'http://shop.test');
      expect([returned.status, location.pathname, location.searchParams.get('message')]).toEqual([303, '/payment/payment-method', '결제 금액이 주문 금액과 다릅니다. 다시 시도해주세요.']);
      expect(await statusOf(named.id)).toBe('PENDING_PAYMENT');
      expect(await paymentsOf(named.id)).toEqual([]);
      const history = await sql<{ to_status: string }>('SELECT to_status FROM order_status_history WHERE order_id = $1 ORDER BY id', [named.id]);
      expect(history.map((entry) => entry.to_status)).toEqual(['PENDING_PAYMENT']);
      // Both still pay, each with its own return.
      expect((await postReturn(app, fields)).location).toBe(`/payment/complete/${theirs.id}`);
      expect((await payWithSandbox(app, named)).location).toBe(`/payment/complete/${named.id}`);
    });

    it('gives back at once an approval made for another order of the same amount, leaving the named order waiting', async () => {
      const member = await signUpMember(app);
      const stranger = await signUpMember(app);
      const named = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }]);
      const theirs = await placeOrder(stranger.browser, stranger.id, [{ goodsId: cardCase.id, amount: 1 }]);
      expect(theirs.total).toBe(named.total);
      // The stranger's genuine, signed return, with the named order's number put in (the signature does not cover it).
      const fields = await sandboxReturnFields(app, theirs);
      const returned = await postReturn(app, { ...fields, orderId: named.orderNumber });
      const location = new URL(returned.location, 'http://shop.test');
      expect([returned.status, location.pathname, location.searchParams.get('payment')]).toEqual([303, '/payment/payment-method', 'failed']);
      expect(location.searchParams.get('message')).toBe('결제 정보가 주문과 일치하지 않아 결제를 취소했습니다. 다시 시도해주세요.');
      expect(await statusOf(named.id)).toBe('PENDING_PAYMENT');
      expect(await paymentsOf(named.id)).toEqual([]);
      expect(await statusOf(theirs.id)).toBe('PENDING_PAYMENT');
      // Given back at the provider, under its own order, by payments' refund job after the commit.
      expect(await settledRefunds(theirs.id)).toMatchObject([{ cause: 'approval', status: 'succeeded', amount: theirs.total, idempotency_key: `${theirs.orderNumber}-R1` }]);
      expect(await app.get(SandboxPaymentStore).stateOf(fields.tid)).toBe('cancelled');
      expect(await settledRefunds(named.id)).toEqual([]);
      // The named order's own payment still goes through.
      expect((await payWithSandbox(app, named)).location).toBe(`/payment/complete/${named.id}`);
      expect(await paymentsOf(named.id)).toEqual([{ tid: expect.any(String), amount: named.total, cancelled: false }]);
    });

    it('shows the decline\'s message and leaves no paid order, coupon and points untouched', async () => {
      const member = await signUpMember(app);
      await givePoints(member.id, 1_000);
      const couponId = await giveCoupon(member.id, { discountPrice: 1_000 });
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }], { couponId, point: 500 });
      const returned = await payWithSandbox(app, placed, DECLINED_CARD);
      expect(returned.status).toBe(303);
      const location = new URL(returned.location, 'http://shop.test');
      expect(location.pathname).toBe('/payment/payment-method');
      expect(location.searchParams.get('message')).toBe('카드 한도가 초과되었습니다.');
      // The redirect names no order (the shopper's page knows its own): it tells a stranger nothing.
      expect(location.searchParams.get('order')).toBeNull();
      expect(await statusOf(placed.id)).toBe('PAYMENT_FAILED');
      expect(await paymentsOf(placed.id)).toEqual([]);
      expect((await couponUse(couponId)).used_at).toBeNull();
      expect(await pointBalance(member.id)).toBe(1_000);
    });

    it('answers 429 with the envelope after 30 returns from one address in 10 minutes, each address counted apart', async () => {
      const member = await signUpMember(app);
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }]);
      const address = uniqueIp();
      // A script sweeping order numbers with unsigned "cancelled" returns: each is answered, none changes anything.
      const sweep = (n: number) => ({ authResultCode: 'F001', authResultMsg: '결제를 취소하셨습니다.', clientId: 'sandbox', orderId: `20261123-${String(n).padStart(6, '0')}`, amount: '1000' });
      for (let n = 0; n < 30; n += 1) expect((await postReturn(app, sweep(n), address)).status).toBe(303);
      const refused = await postReturnAnswer(app, sweep(30), address);
      expect(refused.status).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.body).toMatchObject({ result: '4290', code: 'CHECKOUT.PAYMENT_RETURN_THROTTLED', message: '결제 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
      // Refused before it is read: even the genuine return waits, from that address; from another it pays.
      const fields = await sandboxReturnFields(app, placed);
      expect((await postReturnAnswer(app, fields, address)).status).toBe(429);
      expect(await statusOf(placed.id)).toBe('PENDING_PAYMENT');
      expect((await postReturn(app, fields)).location).toBe(`/payment/complete/${placed.id}`);
    });

    it('refuses a forged return without touching the order', async () => {
      const member = await signUpMember(app);
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }]);
      const fields = await sandboxReturnFields(app, placed);
      const returned = await postReturn(app, { ...fields, signature: '0'.repeat(64) });
      expect(returned.location).toMatch(/^\/payment\/payment-method\?payment=failed/);
      expect(await statusOf(placed.id)).toBe('PENDING_PAYMENT');
      // The genuine return still pays it.
      expect((await postReturn(app, fields)).location).toBe(`/payment/complete/${placed.id}`);
    });

    it('cancels at the provider an approval a crash left unrecorded, and closes the order', async () => {
      const member = await signUpMember(app);
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }]);
      const fields = await sandboxReturnFields(app, placed);
      // The process claimed the order and the provider approved it, then the process died before its commit.
      const gateway = app.get<PaymentGatewayPort>(PAYMENT_GATEWAY);
      const read = gateway.readReturn(fields);
      if (!read.ok) throw new Error('the sandbox return did not read');
      await sql(`UPDATE orders SET status = 'PAYMENT_APPROVING', approving_tid = $2, approving_since = now() WHERE id = $1`, [placed.id, read.value.tid]);
      expect((await gateway.approve(read.value, placed.total)).kind).toBe('approved');
      const store = app.get(SandboxPaymentStore);
      expect(await store.stateOf(read.value.tid)).toBe('approved');

      const reconciliation = app.get(ReconcileApprovalsScheduler);
      expect(await reconciliation.runOnce()).toEqual({ ran: true, closedApprovals: 0 });
      const clock = app.get<ControllableClock>(CLOCK);
      clock.advance(11 * 60_000);
      // Another instance's pass (its advisory lock, 7423004) keeps this one out.
      await withClient(async (other) => {
        await other.query('SELECT pg_advisory_lock(7423004)');
        try {
          expect(await reconciliation.runOnce()).toEqual({ ran: false, closedApprovals: 0 });
        } finally {
          await other.query('SELECT pg_advisory_unlock(7423004)');
        }
      });
      expect(await store.stateOf(read.value.tid)).toBe('approved');
      expect(await reconciliation.runOnce()).toEqual({ ran: true, closedApprovals: 1 });
      expect(await store.stateOf(read.value.tid)).toBe('cancelled');
      expect(await statusOf(placed.id)).toBe('PAYMENT_FAILED');
      expect(await paymentsOf(placed.id)).toEqual([]);
    });

    it('closes an order saved but never paid once a day has passed', async () => {
      const member = await signUpMember(app);
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }]);
      const scheduler = app.get(HousekeepingScheduler);
      await scheduler.runOnce();
      expect(await statusOf(placed.id)).toBe('PENDING_PAYMENT');
      app.get<ControllableClock>(CLOCK).advance(24 * 60 * 60_000 + 60_000);
      expect((await scheduler.runOnce()).deleted['unpaid-orders'].expiredOrders).toBeGreaterThanOrEqual(1);
      expect(await statusOf(placed.id)).toBe('PAYMENT_FAILED');
      // Its return, should one still come, pays nothing.
      expect((await payWithSandbox(app, placed)).location).toMatch(/^\/payment\/payment-method\?payment=failed/);
    });

    it('lets the member give up a pending order, only their own', async () => {
      const member = await signUpMember(app);
      const other = await signUpMember(app);
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: cardCase.id, amount: 1 }]);
      expect((await other.browser.delete('/api/order_view.php', { orderId: placed.id })).status).toBe(404);
      expect((await other.browser.get('/api/order_end.php', { o_idx: placed.id })).status).toBe(404);
      expect((await member.browser.delete('/api/order_view.php', { orderId: placed.id })).status).toBe(200);
      expect(await statusOf(placed.id)).toBe('PAYMENT_FAILED');
      // Its return, should the provider still post it, pays nothing.
      expect((await payWithSandbox(app, placed)).location).toMatch(/^\/payment\/payment-method\?payment=failed/);
      expect(await paymentsOf(placed.id)).toEqual([]);
    });
  });

  describe('the test-only points route (browser journeys, bench)', () => {
    it('gives points when NODE_ENV=test', async () => {
      const member = await signUpMember(app);
      const given = await request(app.getHttpServer()).post('/api/test/points').send({ memberId: member.id, points: 1_500 });
      expect(given.status).toBe(200);
      expect(await pointBalance(member.id)).toBe(1_500);
      expect((await request(app.getHttpServer()).post('/api/test/points').send({ memberId: member.id, points: -5 })).status).toBe(400);
    });

    it('does not exist when NODE_ENV=development', async () => {
      const config = loadAppConfig({ ...process.env, NODE_ENV: 'development', SEED_DEMO: 'false', CLIENT_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
      const development = await createApp(config);
      await development.init();
      await development.getHttpAdapter().getInstance().ready();
      try {
        const answer = await request(development.getHttpServer()).post('/api/test/points').send({ memberId: 1, points: 1_000 });
        expect(answer.status).toBe(404);
      } finally {
        await development.close();
      }
    });
  });
});
