import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { sql } from '../support/database';
import { type CheckoutGoods, CONSENTS, giveCoupon, insertCheckoutGoods, linesBody, NEW_ADDRESS, payWithSandbox, type PlacedOrder, settledRefunds } from '../support/checkout-helpers';
import { lastSms, signUpMember, smsContaining, TestBrowser, uniqueEmail, uniquePhone, verifiedToken } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';

const FAILED = { status: 400, code: 'CHECKOUT.GUEST_LOOKUP_FAILED', message: '주문번호 또는 인증번호가 올바르지 않습니다.' };

/**
 * Guest checkout (비회원 주문) and the guest order lookup (비회원 주문조회) through the real app on PostgreSQL: a verified
 * phone starts the guest checkout, the order keeps the guest's name, phone and e-mail without a member; the lookup by
 * number and a code texted to the order's phone opens a session scoped to that order, and tells nothing otherwise.
 */
describe('guest orders (contract)', () => {
  let app: NestFastifyApplication;
  let wallet: CheckoutGoods;

  beforeAll(async () => {
    app = await createTestApp();
    wallet = await insertCheckoutGoods(32_000);
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A guest whose phone is verified, with the guest checkout started. */
  async function verifiedGuest(phone = uniquePhone()) {
    const browser = new TestBrowser(app);
    const token = await verifiedToken(browser, app, phone, 'guest-order', null);
    const email = uniqueEmail('guest');
    const started = await browser.post('/api/guest/checkout', { verificationToken: token, name: '비회원', email });
    expect(started.status).toBe(200);
    return { browser, phone, email };
  }

  async function guestOrder(browser: TestBrowser, extra: Record<string, unknown> = {}) {
    const orderId = (await browser.get('/api/payment-id.php')).body.orderId as string;
    return browser.post('/api/order_save.php', {
      orderId,
      memberId: 0,
      ...linesBody([{ goodsId: wallet.id, amount: 1 }]),
      address: NEW_ADDRESS,
      request: '문 앞에 놓아주세요',
      method: 'card',
      consents: CONSENTS,
      ...extra,
    });
  }

  /**
   * A paid guest order, once its confirmation text is in the outbox: the text is a job run shortly after the commit,
   * so a code texted afterwards is the phone's last message.
   */
  async function paidGuestOrder() {
    const guest = await verifiedGuest();
    const saved = await guestOrder(guest.browser);
    expect(saved.status).toBe(200);
    const placed = saved.body.dto as PlacedOrder;
    expect((await payWithSandbox(app, placed)).status).toBe(303);
    await smsContaining(app, guest.phone, placed.orderNumber);
    return { ...guest, placed };
  }

  async function lookupCode(browser: TestBrowser, orderNumber: string) {
    return browser.post('/api/guest/order-lookup/code', { orderNumber });
  }

  it('refuses the checkout without a verified phone, and a token of another purpose', async () => {
    const stranger = new TestBrowser(app);
    expect((await stranger.get('/api/payment-id.php')).status).toBe(401);
    expect((await stranger.get('/api/guest/checkout')).body).toMatchObject({ code: 'CHECKOUT.GUEST_NOT_VERIFIED' });
    const phone = uniquePhone();
    const signUpToken = await verifiedToken(stranger, app, phone, 'sign-up');
    const refused = await stranger.post('/api/guest/checkout', { verificationToken: signUpToken, name: '비회원', email: 'guest@example.com' });
    expect(refused.body).toMatchObject({ code: 'VERIFICATION.TOKEN_INVALID' });
    // The cool-down is per number and purpose: the guest order's code follows the sign-up's at once.
    const token = await verifiedToken(stranger, app, phone, 'guest-order', null);
    expect((await stranger.post('/api/guest/checkout', { verificationToken: token, name: '비회원', email: 'nope' })).body).toMatchObject({
      message: '이메일 형식에 맞게 입력해 주세요.',
    });
    // The e-mail's typo cost no token.
    expect((await stranger.post('/api/guest/checkout', { verificationToken: token, name: '비회원', email: 'guest@example.com' })).status).toBe(200);
  });

  it("places a guest order with the guest's name, verified phone and e-mail and no member; pays it; texts the lookup link", async () => {
    const { phone, email, placed } = await paidGuestOrder();
    const [row] = await sql<{ member_id: number | null; guest: boolean; orderer_name: string; orderer_phone: string; orderer_email: string; status: string }>(
      'SELECT member_id, guest, orderer_name, orderer_phone, orderer_email, status FROM orders WHERE id = $1',
      [placed.id],
    );
    expect(row).toEqual({ member_id: null, guest: true, orderer_name: '비회원', orderer_phone: phone, orderer_email: email, status: 'PREPARING' });
    const [placedBy] = await sql<{ actor_kind: string }>("SELECT actor_kind FROM order_status_history WHERE order_id = $1 AND to_status = 'PENDING_PAYMENT'", [placed.id]);
    expect(placedBy.actor_kind).toBe('guest');
    const sms = await smsContaining(app, phone, '주문 확인 http://localhost:');
    expect(sms?.text).toContain(`/order-lookup?orderNumber=${placed.orderNumber}`);
  });

  it('refuses points and coupons to a guest with a Korean message, and the address book', async () => {
    const { browser } = await verifiedGuest();
    const quoted = await browser.post('/api/order/quote.php', { memberId: 0, ...linesBody([{ goodsId: wallet.id, amount: 1 }]), point: 1_000 });
    expect(quoted).toMatchObject({ status: 400, body: { code: 'CHECKOUT.MEMBERS_ONLY_BENEFITS', message: '적립금과 쿠폰은 회원만 사용할 수 있습니다.' } });
    const member = await signUpMember(app);
    const coupon = await giveCoupon(member.id, { discountPrice: 1_000 });
    expect((await guestOrder(browser, { couponId: coupon })).body).toMatchObject({ code: 'CHECKOUT.MEMBERS_ONLY_BENEFITS' });
    expect((await guestOrder(browser, { address: { ...NEW_ADDRESS, save: true } })).body).toMatchObject({ code: 'CHECKOUT.GUEST_ADDRESS_REQUIRED' });
    expect((await guestOrder(browser, { memberId: member.id })).status).toBe(403);
    const plain = await browser.post('/api/order/quote.php', { memberId: 0, ...linesBody([{ goodsId: wallet.id, amount: 1 }]) });
    expect(plain.body.dto).toMatchObject({ goodsTotal: 32_000, shippingFee: 0, couponDiscount: 0, pointsUsed: 0, total: 32_000, pointBalance: 0 });
    expect(await sql('SELECT 1 FROM orders WHERE member_coupon_id = $1', [coupon])).toEqual([]);
  });

  it('looks the order up by its number and the code texted to its phone, and shows its lines, status and stage', async () => {
    const { phone, placed } = await paidGuestOrder();
    const other = new TestBrowser(app);
    expect(await lookupCode(other, placed.orderNumber)).toMatchObject({ status: 200, body: { message: '주문하신 휴대폰 번호로 인증번호를 보냈습니다. 5분 안에 입력해주세요.' } });
    const code = (await lastSms(app, phone))?.code;
    expect(code).toMatch(/^\d{6}$/);
    const opened = await other.post('/api/guest/order-lookup', { orderNumber: placed.orderNumber, code });
    expect(opened).toMatchObject({ status: 200, body: { dto: { orderId: placed.id, phone } } });
    const shown = await other.get('/api/guest/order');
    expect(shown.status).toBe(200);
    expect(shown.body.dto).toMatchObject({ id: placed.id, orderNumber: placed.orderNumber, oStatus: '0' });
    expect(JSON.stringify(shown.body.dto)).toContain(placed.goodsName);
  });

  it('finds a number typed in small letters, and an order numbered the old way (six digits) too', async () => {
    const { phone, placed } = await paidGuestOrder();
    const browser = new TestBrowser(app);
    expect(placed.orderNumber).toMatch(/^\d{8}-[2-9A-HJKMNP-Z]{10}$/);
    expect((await lookupCode(browser, ` ${placed.orderNumber.toLowerCase()} `)).status).toBe(200);
    const code = (await lastSms(app, phone))!.code!;
    const opened = await browser.post('/api/guest/order-lookup', { orderNumber: placed.orderNumber.toLowerCase(), code });
    expect(opened.status).toBe(200);
    expect((await browser.get('/api/guest/order')).body.dto).toMatchObject({ id: placed.id, orderNumber: placed.orderNumber });

    // An order placed before the numbers changed keeps its six digits and is still found by them.
    const older = await paidGuestOrder();
    const legacy = `${older.placed.orderNumber.slice(0, 8)}-${String(100_000 + (older.placed.id % 900_000)).padStart(6, '0')}`;
    await sql('UPDATE orders SET order_number = $2 WHERE id = $1', [older.placed.id, legacy]);
    const another = new TestBrowser(app);
    expect((await lookupCode(another, legacy)).status).toBe(200);
    const legacyCode = (await lastSms(app, older.phone))!.code!;
    expect((await another.post('/api/guest/order-lookup', { orderNumber: legacy, code: legacyCode })).status).toBe(200);
    expect((await another.get('/api/guest/order')).body.dto).toMatchObject({ id: older.placed.id, orderNumber: legacy });
  });

  it('answers a wrong code, another number and no such order alike, and opens nothing', async () => {
    const { phone, placed } = await paidGuestOrder();
    const member = await signUpMember(app);
    const attacker = new TestBrowser(app);
    const missing = '20990101-000000';
    const sent = [await lookupCode(attacker, placed.orderNumber), await lookupCode(attacker, missing)];
    expect(sent.map((answer) => [answer.status, answer.body.message])).toEqual([
      [200, sent[0].body.message],
      [200, sent[0].body.message],
    ]);
    const code = (await lastSms(app, phone))!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [
      await attacker.post('/api/guest/order-lookup', { orderNumber: placed.orderNumber, code: wrong }),
      await attacker.post('/api/guest/order-lookup', { orderNumber: missing, code }),
      await attacker.post('/api/guest/order-lookup', { orderNumber: `${placed.orderNumber}9`, code }),
    ];
    for (const answer of answers) {
      expect({ status: answer.status, code: answer.body.code, message: answer.body.message }).toEqual(FAILED);
      expect(answer.setCookies.some((cookie) => cookie.startsWith('shop_guest='))).toBe(false);
    }
    expect((await attacker.get('/api/guest/order')).status).toBe(401);
    // A member's order is not a guest's: the lookup does not find it either (no text is sent to the member).
    const memberOrder = await sql<{ order_number: string }>('SELECT order_number FROM orders WHERE member_id = $1 LIMIT 1', [member.id]);
    expect(memberOrder).toEqual([]);
    // The right code still works afterwards (the wrong try spent one of its five).
    expect((await attacker.post('/api/guest/order-lookup', { orderNumber: placed.orderNumber, code })).status).toBe(200);
  });

  it("keeps one guest's session to its own order: another guest cannot see or cancel it", async () => {
    const first = await paidGuestOrder();
    const second = await paidGuestOrder();
    const mine = await second.browser.get('/api/guest/order');
    expect(mine.body.dto).toMatchObject({ id: second.placed.id });
    expect(JSON.stringify(mine.body.dto)).not.toContain(first.placed.orderNumber);
    // The checkout's abandon is scoped to the session's order too.
    expect((await second.browser.delete('/api/order_view.php', { orderId: first.placed.id })).status).toBe(404);
    expect((await second.browser.get(`/api/order/one/${first.placed.id}`)).status).toBe(401);
    expect((await second.browser.post('/api/guest/order/cancel', {})).status).toBe(200);
    expect((await sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [first.placed.id]))[0].status).toBe('PREPARING');
  });

  it('lets the guest cancel while the order is prepared (refunded, the guest in the history), once', async () => {
    const { browser, placed } = await paidGuestOrder();
    const cancelled = await browser.post('/api/guest/order/cancel', { reason: '단순 변심' });
    expect(cancelled).toMatchObject({ status: 200, body: { message: '주문이 취소되었습니다.' } });
    const [row] = await sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [placed.id]);
    expect(row.status).toBe('CANCELLED');
    expect(await sql('SELECT cancelled FROM order_payment WHERE order_id = $1', [placed.id])).toEqual([{ cancelled: true }]);
    expect(await settledRefunds(placed.id)).toMatchObject([{ status: 'succeeded', cause: 'member-cancel' }]);
    const [by] = await sql<{ actor_kind: string }>("SELECT actor_kind FROM order_status_history WHERE order_id = $1 AND to_status = 'CANCELLED'", [placed.id]);
    expect(by.actor_kind).toBe('guest');
    expect((await browser.post('/api/guest/order/cancel', {})).body).toMatchObject({ code: 'ORDERING.ALREADY_CANCELLED' });
  });

  it('refuses a cancel before payment (not prepared yet)', async () => {
    const { browser } = await verifiedGuest();
    expect((await guestOrder(browser)).status).toBe(200);
    expect((await browser.post('/api/guest/order/cancel', {})).status).toBe(409);
  });

  it('attaches the guest orders of a phone to the member who signs up with it; the lookup no longer finds them', async () => {
    const { phone, placed } = await paidGuestOrder();
    const member = await signUpMember(app, { phone });
    const [row] = await sql<{ member_id: number; guest: boolean }>('SELECT member_id, guest FROM orders WHERE id = $1', [placed.id]);
    expect(row).toEqual({ member_id: member.id, guest: true });
    expect((await member.browser.get(`/api/order/one/${placed.id}`)).status).toBe(200);
    const stranger = new TestBrowser(app);
    await lookupCode(stranger, placed.orderNumber);
    expect(await stranger.post('/api/guest/order-lookup', { orderNumber: placed.orderNumber, code: '123456' })).toMatchObject({ status: 400, body: { code: FAILED.code } });
  });

  it('limits code requests per order number, the same whether the order exists or not', async () => {
    const { placed } = await paidGuestOrder();
    for (const orderNumber of [placed.orderNumber, '20990101-999999']) {
      const browser = new TestBrowser(app);
      expect((await lookupCode(browser, orderNumber)).status).toBe(200);
      expect(await lookupCode(new TestBrowser(app), orderNumber)).toMatchObject({ status: 429, body: { code: 'CHECKOUT.GUEST_LOOKUP_RESEND_TOO_SOON' } });
    }
  });

  it('races: of 30 parallel tries on one order number at most 10 are judged, the rest refused (429)', async () => {
    const { placed } = await paidGuestOrder();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => new TestBrowser(app).post('/api/guest/order-lookup', { orderNumber: placed.orderNumber, code: String(100000 + i) })),
    );
    const judged = answers.filter((answer) => answer.status === 400).length;
    const refused = answers.filter((answer) => answer.status === 429).length;
    expect(judged).toBe(10);
    expect(refused).toBe(20);
  });
});
