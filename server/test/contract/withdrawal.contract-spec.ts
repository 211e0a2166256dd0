import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { OrderBookService, type NewOrder } from '../../src/modules/ordering/application/services/order-book.service';
import { SendTextMessageService } from '../../src/modules/verification/application/commands/send-text-message/send-text-message.service';
import { CLOCK } from '../../src/shared/application/clock.port';
import type { ControllableClock } from '../../src/shared/infrastructure/clock/system-clock';
import { HousekeepingScheduler } from '../../src/shared/infrastructure/housekeeping/housekeeping.scheduler';
import { CONSENTS, insertCheckoutGoods, NEW_ADDRESS, placeOrder } from '../support/checkout-helpers';
import { sql } from '../support/database';
import { ALL_CONSENTS, lastSms, signUpMember, type SignedUp, STRONG_PASSWORD, TestBrowser, uniquePhone, verifiedToken } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const WITHDRAWN = '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.';
const DORMANT = '1년 이상 로그인하지 않아 휴면 상태로 전환된 계정입니다. 휴대폰 인증 후 다시 이용하실 수 있습니다.';

interface MemberRow {
  email: string;
  name: string;
  phone: string | null;
  birth: string | null;
  password_hash: string | null;
  naver_id: string | null;
  standing: string;
  anonymised_at: Date | null;
}

async function memberRow(id: number): Promise<MemberRow> {
  const [row] = await sql<MemberRow>('SELECT email, name, phone, birth, password_hash, naver_id, standing, anonymised_at FROM member WHERE id = $1', [id]);
  return row;
}

async function count(text: string, params: unknown[]): Promise<number> {
  return Number((await sql<{ n: string }>(text, params))[0].n);
}

/**
 * Withdrawal and dormancy over HTTP and through the housekeeping scheduler, with the app's controllable clock.
 * Only this file's members are made old (their last login set back in the database), so a clock moved by a few
 * weeks never makes another suite's members dormant.
 */
describe('withdrawal and dormant members (contract)', () => {
  let app: NestFastifyApplication;
  let clock: ControllableClock;
  let scheduler: HousekeepingScheduler;
  let book: OrderBookService;

  beforeAll(async () => {
    app = await createTestApp();
    clock = app.get<ControllableClock>(CLOCK);
    scheduler = app.get(HousekeepingScheduler);
    book = app.get(OrderBookService);
  });
  afterEach(() => clock.reset());
  afterAll(() => app.close());

  const withdraw = (member: SignedUp, body: object = { agree: true, password: member.password }) => member.browser.post('/api/member/withdraw', body);
  const login = (email: string, password: string) => new TestBrowser(app).post('/api/member/login.php', { email, password });
  const me = (browser: TestBrowser, id: number) => browser.get('/api/member/index.php', { memid: id });

  function newOrder(member: SignedUp): NewOrder {
    return {
      memberId: member.id,
      idempotencyKey: randomUUID(),
      orderer: { name: '김민수', email: member.email, phone: member.phone },
      shipping: { recipient: '이서연', phone: '01098765432', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '' },
      lines: [{ goodsId: 1, goodsName: '탈퇴 테스트 지갑', thumbSrc: '/images/goods/fixture.svg', unitPrice: 12_000, amount: 1, options: [], madeToOrder: true }],
      goodsTotal: 12_000,
      shippingFee: 3_000,
      couponDiscount: 0,
      memberCouponId: null,
      couponName: null,
      pointsUsed: 0,
      totalPrice: 15_000,
      paymentMethod: 'card',
      consents: { age: true, terms: true, privacy: true, madeToOrder: true },
      now: clock.now(),
    };
  }

  /** An order paid through the order book as the checkout records it: PREPARING. */
  async function preparingOrder(member: SignedUp): Promise<number> {
    const { order } = await book.placePending(newOrder(member));
    const tid = `tid-${randomUUID()}`;
    expect(await book.claimForApproval(order.orderNumber, tid, clock.now())).toBe('claimed');
    const paid = await book.recordPayment(order.id, { gateway: 'sandbox', tid, method: 'card', amount: 15_000, paidAt: clock.now(), description: '신한카드 1234' }, clock.now());
    if (!paid.ok) throw new Error(paid.code);
    return order.id;
  }

  describe('withdrawal', () => {
    it('answers how the member confirms: a password for a member who has one', async () => {
      const member = await signUpMember(app);
      expect((await member.browser.get('/api/member/withdraw')).body).toMatchObject({ result: '0000', dto: { confirmWith: 'password', personalDataDays: 30 } });
      expect((await new TestBrowser(app).get('/api/member/withdraw')).status).toBe(401);
    });

    it('a wrong password, a missing one or no agreement changes nothing', async () => {
      const member = await signUpMember(app);
      const wrong = await withdraw(member, { agree: true, password: `${STRONG_PASSWORD}x` });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ result: '4000', message: '비밀번호가 일치하지 않습니다.' });
      expect((await withdraw(member, { agree: true })).body).toMatchObject({ message: '비밀번호를 입력해주세요.' });
      expect((await withdraw(member, { agree: false, password: member.password })).body).toMatchObject({ result: '4000', message: '탈퇴 안내를 확인하고 동의해주세요.' });
      expect((await memberRow(member.id)).standing).toBe('active');
      expect((await me(member.browser, member.id)).status).toBe(200);
      expect((await login(member.email, member.password)).status).toBe(200);
    });

    it('ends this session and every other one, and the login answers as a wrong password does', async () => {
      const member = await signUpMember(app);
      const elsewhere = new TestBrowser(app);
      expect((await elsewhere.post('/api/member/login.php', { email: member.email, password: member.password })).status).toBe(200);
      const stolenCookie = member.browser.clone();

      const done = await withdraw(member);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ result: '0000', message: WITHDRAWN });
      expect(member.browser.cookie('shop_session')).toBeUndefined();
      expect((await me(stolenCookie, member.id)).status).toBe(401);
      expect((await me(elsewhere, member.id)).status).toBe(401);
      expect(await count('SELECT count(*) AS n FROM member_session WHERE member_id = $1 AND revoked_at IS NULL', [member.id])).toBe(0);

      const right = await login(member.email, member.password);
      const wrong = await login(member.email, `${member.password}x`);
      expect(right.status).toBe(401);
      expect(right.body).toEqual(wrong.body);
      // Recovery by phone finds no withdrawn member either; the e-mail is not free before the 30 days.
      expect(await count('SELECT count(*) AS n FROM member WHERE lower(email) = lower($1)', [member.email])).toBe(1);
      const again = new TestBrowser(app);
      const phone = uniquePhone();
      const token = await verifiedToken(again, app, phone);
      const signUp = await again.post('/api/member.php', { email: member.email, password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD, verificationToken: token, sex: 1, ...ALL_CONSENTS });
      expect(signUp.status).toBe(409);
    });

    it('is refused while an order is under way, with a clear message, and changes nothing', async () => {
      const member = await signUpMember(app);
      await preparingOrder(member);
      const refused = await withdraw(member);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ result: '4090', message: expect.stringContaining('진행 중인 주문') });
      expect((await memberRow(member.id)).standing).toBe('active');
      expect((await me(member.browser, member.id)).status).toBe(200);
    });

    it('gives up an order still waiting for payment with the account: no late payment completes it', async () => {
      const goods = await insertCheckoutGoods(12_000, [], false);
      const member = await signUpMember(app);
      const placed = await placeOrder(member.browser, member.id, [{ goodsId: goods.id, amount: 1 }]);
      expect((await withdraw(member)).status).toBe(200);
      expect((await sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [placed.id]))[0].status).toBe('PAYMENT_FAILED');
    });

    it('a withdrawal racing an order leaves no order waiting for payment: the order is refused, or placed and given up', async () => {
      const goods = await insertCheckoutGoods(12_000, [], false);
      for (let round = 0; round < 4; round += 1) {
        const member = await signUpMember(app);
        const orderId = (await member.browser.get('/api/payment-id.php')).body.orderId as string;
        const body = { orderId, memberId: member.id, goodsId: [goods.id], amount: [1], address: NEW_ADDRESS, request: '', method: 'card', consents: CONSENTS };
        const [withdrawn, saved] = await Promise.all([withdraw(member), member.browser.clone().post('/api/order_save.php', body)]);
        expect([withdrawn.status, saved.status].every((status) => status < 500)).toBe(true);
        expect(withdrawn.status).toBe(200);
        const waiting = await count(`SELECT count(*) AS n FROM orders WHERE member_id = $1 AND status = 'PENDING_PAYMENT'`, [member.id]);
        expect({ round, waiting }).toEqual({ round, waiting: 0 });
      }
    });

    it('lets one of two parallel withdrawals through; the account ends once', async () => {
      const member = await signUpMember(app);
      const answers = await Promise.all([withdraw(member), withdraw(member)]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.every((answer) => answer.status < 500)).toBe(true);
      expect((await memberRow(member.id)).standing).toBe('withdrawn');
      expect(await count('SELECT count(*) AS n FROM member_session WHERE member_id = $1 AND revoked_at IS NULL', [member.id])).toBe(0);
    });

    it('a member created by Naver (no password) confirms with a code sent to the phone on record', async () => {
      const member = await signUpMember(app);
      await sql('UPDATE member SET password_hash = NULL, naver_id = $2 WHERE id = $1', [member.id, `naver-${member.id}`]);
      expect((await member.browser.get('/api/member/withdraw')).body).toMatchObject({ dto: { confirmWith: 'code' } });
      expect((await withdraw(member, { agree: true })).body).toMatchObject({ result: '4000', message: '휴대폰 인증을 먼저 진행해주세요.' });
      clock.advance(61_000);
      // A code for another phone does not do.
      const otherPhone = uniquePhone();
      const otherToken = await verifiedToken(member.browser, app, otherPhone, 'withdraw', null);
      expect((await withdraw(member, { agree: true, verificationToken: otherToken })).status).toBe(400);
      expect((await memberRow(member.id)).standing).toBe('active');
      const token = await verifiedToken(member.browser, app, member.phone, 'withdraw', null);
      expect((await withdraw(member, { agree: true, verificationToken: token })).status).toBe(200);
      expect((await memberRow(member.id)).standing).toBe('withdrawn');
    });

    it('anonymises the personal data 30 days later, deletes the addresses, keeps the orders; then the e-mail may join again', async () => {
      const member = await signUpMember(app);
      const { order } = await book.placePending(newOrder(member));
      await book.failPayment(order.id, '테스트 결제 실패', clock.now());
      await sql(
        `INSERT INTO shipping_address (member_id, sname, recipient, phone, zip_code, address, adr_detail, base_address, created, updated)
         VALUES ($1, '집', '김민수', $2, '04524', '서울 중구 세종대로 110', '3층', true, now(), now())`,
        [member.id, member.phone],
      );
      expect((await withdraw(member)).status).toBe(200);

      clock.advance(29 * DAY_MS);
      expect((await scheduler.runOnce()).deleted['withdrawn-members']).toEqual({ members: 0, addresses: 0, wishlists: 0 });
      expect(await memberRow(member.id)).toMatchObject({ email: member.email, phone: member.phone, anonymised_at: null });

      clock.advance(2 * DAY_MS);
      const run = await scheduler.runOnce();
      expect(run.deleted['withdrawn-members'].members).toBeGreaterThanOrEqual(1);
      expect(await memberRow(member.id)).toMatchObject({
        email: `withdrawn-${member.id}@withdrawn.invalid`,
        name: '탈퇴회원',
        phone: null,
        birth: null,
        password_hash: null,
        naver_id: null,
        standing: 'withdrawn',
        anonymised_at: expect.any(Date),
      });
      expect(await count('SELECT count(*) AS n FROM shipping_address WHERE member_id = $1', [member.id])).toBe(0);
      const [kept] = await sql<{ orderer_email: string; member_id: number }>('SELECT orderer_email, member_id FROM orders WHERE id = $1', [order.id]);
      expect(kept).toEqual({ orderer_email: member.email, member_id: member.id });
      expect(await count('SELECT count(*) AS n FROM member WHERE lower(email) = lower($1)', [member.email])).toBe(0);

      // A second run finds nothing more; the e-mail signs up again as a new member.
      expect((await scheduler.runOnce()).deleted['withdrawn-members'].members).toBe(0);
      const again = await signUpMember(app, { email: member.email });
      expect(again.id).not.toBe(member.id);
    });
  });

  describe('dormancy', () => {
    /** Sets the member's last login back, as if `days` had passed since (the clock stays where it is). */
    async function idleFor(member: SignedUp, days: number): Promise<void> {
      await sql('UPDATE member SET last_login_at = $2 WHERE id = $1', [member.id, new Date(clock.now().getTime() - days * DAY_MS)]);
    }

    /** A member told at 335 idle days and moved out 31 days later, through two housekeeping runs. */
    async function dormantMember(): Promise<SignedUp> {
      const member = await signUpMember(app);
      await idleFor(member, 336);
      const first = await scheduler.runOnce();
      expect(first.deleted['dormant-members'].noticed).toBeGreaterThanOrEqual(1);
      expect((await lastSms(app, member.phone))?.text).toContain('휴면 계정으로 전환됩니다');
      expect((await memberRow(member.id)).standing).toBe('active');
      clock.advance(31 * DAY_MS);
      expect((await scheduler.runOnce()).deleted['dormant-members'].moved).toBeGreaterThanOrEqual(1);
      return member;
    }

    it('records the last login, and a login clears a pending notice', async () => {
      const member = await signUpMember(app);
      await idleFor(member, 340);
      await scheduler.runOnce();
      expect(await count('SELECT count(*) AS n FROM member WHERE id = $1 AND dormancy_noticed_at IS NOT NULL', [member.id])).toBe(1);
      expect((await login(member.email, member.password)).status).toBe(200);
      const [row] = await sql<{ last_login_at: Date; dormancy_noticed_at: Date | null }>('SELECT last_login_at, dormancy_noticed_at FROM member WHERE id = $1', [member.id]);
      expect(row.dormancy_noticed_at).toBeNull();
      expect(Math.abs(row.last_login_at.getTime() - clock.now().getTime())).toBeLessThan(5_000);
      clock.advance(31 * DAY_MS);
      await scheduler.runOnce();
      expect((await memberRow(member.id)).standing).toBe('active');
    });

    describe('a notice is marked told only once its text was handed over', () => {
      afterEach(() => jest.restoreAllMocks());

      const noticedAt = async (member: SignedUp) =>
        (await sql<{ dormancy_noticed_at: Date | null }>('SELECT dormancy_noticed_at FROM member WHERE id = $1', [member.id]))[0].dormancy_noticed_at;
      /** The notices in the outbox for `member` (the sign-up's code went to the same phone). */
      const textsTo = (member: SignedUp) => count("SELECT count(*) AS n FROM sms_outbox WHERE recipient = $1 AND text LIKE '%휴면 계정%'", [member.phone]);

      /** The app's SMS channel, with `member`'s texts going through `instead` (the others as usual). */
      function routeTextsOf(member: SignedUp, instead: (send: () => Promise<void>) => Promise<void>) {
        const sms = app.get(SendTextMessageService);
        const send = sms.send.bind(sms);
        jest.spyOn(sms, 'send').mockImplementation((to, text, options) => (to === member.phone ? instead(() => send(to, text, options)) : send(to, text, options)));
      }

      it('a refused text leaves the member unmarked and counted failed; the next pass texts and marks them', async () => {
        const member = await signUpMember(app);
        await idleFor(member, 336);
        routeTextsOf(member, async () => {
          throw new Error('SMS provider unavailable');
        });
        const failed = await scheduler.runOnce();
        expect(failed.deleted['dormant-members'].failed).toBeGreaterThanOrEqual(1);
        expect(await noticedAt(member)).toBeNull();
        expect(await textsTo(member)).toBe(0);

        jest.restoreAllMocks();
        expect((await scheduler.runOnce()).deleted['dormant-members'].noticed).toBeGreaterThanOrEqual(1);
        expect(await noticedAt(member)).not.toBeNull();
        expect((await lastSms(app, member.phone))?.text).toContain('휴면 계정으로 전환됩니다');
        expect(await textsTo(member)).toBe(1);
      });

      it('a text handed over whose pass then failed is sent again with its key on the next pass: one text, and the member marked', async () => {
        const member = await signUpMember(app);
        await idleFor(member, 336);
        routeTextsOf(member, async (send) => {
          await send();
          throw new Error('connection lost after the hand-over');
        });
        await scheduler.runOnce();
        expect(await noticedAt(member)).toBeNull();
        expect(await textsTo(member)).toBe(1);

        jest.restoreAllMocks();
        await scheduler.runOnce();
        expect(await noticedAt(member)).not.toBeNull();
        expect(await textsTo(member)).toBe(1);
      });

      it('a member who logs in while the notice is being sent is not marked told (the idle year starts again)', async () => {
        const member = await signUpMember(app);
        await idleFor(member, 336);
        routeTextsOf(member, async (send) => {
          expect((await login(member.email, member.password)).status).toBe(200);
          await send();
        });
        await scheduler.runOnce();
        expect(await textsTo(member)).toBe(1);
        expect(await noticedAt(member)).toBeNull();
      });
    });

    it('moves the personal data out of the live table after a year and the notice; the row cannot log in', async () => {
      const member = await dormantMember();
      expect(await memberRow(member.id)).toMatchObject({
        email: `dormant-${member.id}@dormant.invalid`,
        name: '휴면회원',
        phone: null,
        birth: null,
        password_hash: null,
        standing: 'dormant',
      });
      const [moved] = await sql<{ email: string; phone: string; name: string }>('SELECT email, phone, name FROM member_dormant WHERE member_id = $1', [member.id]);
      expect(moved).toEqual({ email: member.email, phone: member.phone, name: '김민수' });
      expect((await me(member.browser, member.id)).status).toBe(401);

      const wrong = await login(member.email, `${member.password}x`);
      expect(wrong.status).toBe(401);
      const right = await login(member.email, member.password);
      expect(right.status).toBe(403);
      expect(right.body).toMatchObject({ result: '4030', message: DORMANT });
      expect((await login(`dormant-${member.id}@dormant.invalid`, member.password)).status).toBe(401);
      // Its e-mail stays taken for sign-up.
      const browser = new TestBrowser(app);
      const token = await verifiedToken(browser, app, uniquePhone());
      const signUp = await browser.post('/api/member.php', { email: member.email, password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD, verificationToken: token, sex: 1, ...ALL_CONSENTS });
      expect(signUp.status).toBe(409);
    });

    it('comes back through the phone on record, in one unit; then the password logs in', async () => {
      const member = await dormantMember();
      const browser = new TestBrowser(app);
      const otherPhone = uniquePhone();
      const wrongPhone = await verifiedToken(browser, app, otherPhone, 'restore-dormant', null);
      const refused = await browser.post('/api/member/dormant/restore', { email: member.email, to: otherPhone, verificationToken: wrongPhone });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('휴면 계정 정보와 인증하신 휴대폰 번호가 일치하지 않습니다.');
      expect((await memberRow(member.id)).standing).toBe('dormant');

      clock.advance(61_000);
      const token = await verifiedToken(browser, app, member.phone, 'restore-dormant', null);
      const restored = await browser.post('/api/member/dormant/restore', { email: member.email, to: member.phone, verificationToken: token });
      expect(restored.body).toMatchObject({ result: '0000', message: '휴면 상태가 해제되었습니다. 다시 로그인해주세요.' });
      expect(await memberRow(member.id)).toMatchObject({ email: member.email, phone: member.phone, name: '김민수', standing: 'active' });
      expect(await count('SELECT count(*) AS n FROM member_dormant WHERE member_id = $1', [member.id])).toBe(0);
      expect((await login(member.email, member.password)).status).toBe(200);
    });

    it('of two parallel restorations one moves the data back, the other is refused and changes nothing', async () => {
      const member = await dormantMember();
      const first = new TestBrowser(app);
      const second = new TestBrowser(app);
      const firstToken = await verifiedToken(first, app, member.phone, 'restore-dormant', null);
      clock.advance(61_000);
      const secondToken = await verifiedToken(second, app, member.phone, 'restore-dormant', null);
      const answers = await Promise.all([
        first.post('/api/member/dormant/restore', { email: member.email, to: member.phone, verificationToken: firstToken }),
        second.post('/api/member/dormant/restore', { email: member.email, to: member.phone, verificationToken: secondToken }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect((await memberRow(member.id)).standing).toBe('active');
      expect(await count('SELECT count(*) AS n FROM member_dormant WHERE member_id = $1', [member.id])).toBe(0);
      expect((await login(member.email, member.password)).status).toBe(200);
    });
  });
});
