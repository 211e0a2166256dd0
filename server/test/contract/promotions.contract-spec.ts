import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomInt } from 'node:crypto';
import { CheckoutPromotionsService } from '../../src/modules/promotions/application/services/checkout-promotions.service';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../src/shared/application/unit-of-work.port';
import { koreanDateAt, koreanMidnight } from '../../src/shared/domain/calendar-date';
import { sql } from '../support/database';
import { type Answer, signUpMember, type SignedUp, STRONG_PASSWORD, TestBrowser } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';

const SAVE = '/api/member/coupon_save.php';
const LIST = '/api/member/coupon_list';
const PAGE = '/api/member/coupon.php';
const WELCOME_SERIAL = 'BLACKWELCOME2026';
const INVALID = '쿠폰 번호가 유효하지 않습니다. 다시 입력해주세요.';
const DAY_MS = 24 * 3600_000;

/** A serial no other test of this run uses. */
function uniqueSerial(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 16 }, () => letters[randomInt(letters.length)]).join('');
}

/** Order ids no other test of this run uses (the ledger's once-per-order indexes are global). */
let orderSequence = Date.now() * 1_000 + randomInt(1_000);
const nextOrderId = () => (orderSequence += 1);

interface CouponFixture {
  name?: string;
  rate?: number | null;
  price?: number | null;
  minPrice?: number;
  start?: Date;
  expiration?: Date;
  forNew?: boolean;
  deleted?: boolean;
}

/** Inserts a coupon; its id and serial. */
async function insertCoupon(fixture: CouponFixture = {}): Promise<{ id: number; serial: string }> {
  const serial = uniqueSerial();
  const rate = fixture.rate ?? null;
  const [row] = await sql<{ id: number }>(
    `INSERT INTO coupon (coupon_code, coupon_name, discount_rate, discount_price, min_price, start_date, expiration_date, for_new, deleted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9 THEN now() END) RETURNING id`,
    [
      serial,
      fixture.name ?? `쿠폰 ${serial}`,
      rate,
      rate === null ? (fixture.price ?? 2_000) : null,
      fixture.minPrice ?? 0,
      fixture.start ?? new Date(Date.now() - DAY_MS),
      fixture.expiration ?? new Date(Date.now() + 365 * DAY_MS),
      fixture.forNew ?? false,
      fixture.deleted ?? false,
    ],
  );
  return { id: Number(row.id), serial };
}

async function heldId(memberId: number, couponId: number): Promise<number> {
  const [row] = await sql<{ id: number }>('SELECT id FROM member_coupon WHERE member_id = $1 AND coupon_id = $2', [memberId, couponId]);
  return Number(row.id);
}

async function giveCoupon(memberId: number, fixture: CouponFixture = {}): Promise<number> {
  const coupon = await insertCoupon(fixture);
  await sql('INSERT INTO member_coupon (member_id, coupon_id, registered_at) VALUES ($1, $2, now())', [memberId, coupon.id]);
  return heldId(memberId, coupon.id);
}

const adjustPoints = (memberId: number, amount: number) =>
  sql(`INSERT INTO point_ledger (member_id, amount, kind, reason) VALUES ($1, $2, 'adjust', '테스트 조정')`, [memberId, amount]);

const ledgerSum = async (memberId: number) =>
  Number((await sql<{ n: number }>('SELECT coalesce(sum(amount), 0)::int AS n FROM point_ledger WHERE member_id = $1', [memberId]))[0].n);

const couponDtos = (answer: Answer) => (answer.body.dto as { couponDtos: Record<string, unknown>[] }).couponDtos;

describe('promotions (contract)', () => {
  let app: NestFastifyApplication;
  let promotions: CheckoutPromotionsService;
  let unitOfWork: UnitOfWorkPort;

  beforeAll(async () => {
    app = await createTestApp();
    promotions = app.get(CheckoutPromotionsService);
    unitOfWork = app.get<UnitOfWorkPort>(UNIT_OF_WORK);
  });
  afterAll(() => app.close());

  describe('the welcome coupon at sign-up', () => {
    it('gives a new member every live coupon for new members, and no other', async () => {
      const expiredWelcome = await insertCoupon({ forNew: true, start: new Date(Date.now() - 10 * DAY_MS), expiration: new Date(Date.now() - DAY_MS) });
      const deletedWelcome = await insertCoupon({ forNew: true, deleted: true });
      const member = await signUpMember(app);
      const held = await sql<{ coupon_code: string; for_new: boolean }>(
        'SELECT c.coupon_code, c.for_new FROM member_coupon mc JOIN coupon c ON c.id = mc.coupon_id WHERE mc.member_id = $1',
        [member.id],
      );
      expect(held.map((row) => row.coupon_code)).toContain(WELCOME_SERIAL);
      expect(held.every((row) => row.for_new)).toBe(true);
      expect(held.map((row) => row.coupon_code)).not.toContain(expiredWelcome.serial);
      expect(held.map((row) => row.coupon_code)).not.toContain(deletedWelcome.serial);
    });
  });

  describe('GET /api/member/coupon_list', () => {
    it('lists the member\'s held, unused, unexpired coupons in the agreed shape', async () => {
      const member = await signUpMember(app);
      const usedId = await giveCoupon(member.id, { name: '사용한 쿠폰' });
      await sql('UPDATE member_coupon SET used_at = now(), used_order_id = $2 WHERE id = $1', [usedId, nextOrderId()]);
      await giveCoupon(member.id, { name: '지난 쿠폰', start: new Date(Date.now() - 10 * DAY_MS), expiration: new Date(Date.now() - DAY_MS) });
      const rateId = await giveCoupon(member.id, { name: '10% 쿠폰', rate: 10, minPrice: 50_000 });

      const answer = await member.browser.get(LIST, { memId: member.id });
      expect(answer.status).toBe(200);
      const dtos = couponDtos(answer);
      expect(dtos.map((dto) => dto.couponName).sort()).toEqual(['10% 쿠폰', '신규 회원 웰컴 쿠폰']);
      expect(dtos.find((dto) => dto.id === rateId)).toEqual({
        id: rateId,
        couponId: expect.any(Number),
        couponCode: expect.stringMatching(/^[A-Z0-9]{16}$/),
        couponName: '10% 쿠폰',
        discountRate: 10,
        discountPrice: null,
        minPrice: 50_000,
        startDate: expect.any(String),
        expirationDate: expect.any(String),
        forNew: 'N',
        daysRemaining: expect.any(Number),
      });
      expect(dtos.find((dto) => dto.couponCode === WELCOME_SERIAL)).toMatchObject({ discountRate: null, discountPrice: 3_000, minPrice: 0, forNew: 'Y' });
      // D-n as My Page's coupon list counts it (Korean days), so the overview can show the soonest one's.
      const held = await member.browser.get('/api/member/coupon.php', { id: member.id, page: 0, size: 10 });
      const heldDays = new Map((held.body.dto as { content: { id: number; daysRemaining: number | null }[] }).content.map((dto) => [dto.id, dto.daysRemaining]));
      for (const dto of dtos) expect(dto.daysRemaining).toBe(heldDays.get(dto.id as number));
    });

    it('answers 403 for another member\'s id and 401 without a session', async () => {
      const [owner, other] = await Promise.all([signUpMember(app), signUpMember(app)]);
      expect((await other.browser.get(LIST, { memId: owner.id })).status).toBe(403);
      expect((await new TestBrowser(app).get(LIST, { memId: owner.id })).status).toBe(401);
    });
  });

  describe('GET /api/member/coupon.php', () => {
    it('pages every held coupon, newest first, with usedAt and expired', async () => {
      const member = await signUpMember(app);
      await sql('UPDATE member_coupon SET registered_at = now() - interval \'1 hour\' WHERE member_id = $1', [member.id]);
      const expiredId = await giveCoupon(member.id, { name: '지난 쿠폰', start: new Date(Date.now() - 10 * DAY_MS), expiration: new Date(Date.now() - DAY_MS) });
      await sql('UPDATE member_coupon SET registered_at = now() - interval \'1 minute\' WHERE id = $1', [expiredId]);
      const usedId = await giveCoupon(member.id, { name: '사용한 쿠폰' });
      const orderId = nextOrderId();
      await sql('UPDATE member_coupon SET used_at = now(), used_order_id = $2 WHERE id = $1', [usedId, orderId]);

      const first = await member.browser.get(PAGE, { id: member.id, page: 0 });
      expect(first.status).toBe(200);
      const page = first.body.dto as { content: Record<string, unknown>[]; size: number; totalElements: number; totalPages: number; first: boolean; last: boolean };
      expect(page).toMatchObject({ size: 2, totalElements: 3, totalPages: 2, first: true, last: false });
      expect(page.content.map((dto) => [dto.couponName, dto.expired, dto.usedAt === null])).toEqual([
        ['사용한 쿠폰', false, false],
        ['지난 쿠폰', true, true],
      ]);
      const second = await member.browser.get(PAGE, { id: member.id, page: 1, size: 2 });
      expect((second.body.dto as { content: Record<string, unknown>[] }).content).toEqual([expect.objectContaining({ couponCode: WELCOME_SERIAL, usedAt: null, expired: false })]);
    });

    it('says how many Korean days each coupon has left (D-n), 0 on its last day and null once over', async () => {
      const member = await signUpMember(app);
      await sql('DELETE FROM member_coupon WHERE member_id = $1', [member.id]);
      const today = koreanDateAt(new Date());
      const overAfter = (days: number) => koreanMidnight({ ...today, day: today.day + days });
      await giveCoupon(member.id, { name: '일주일 남은 쿠폰', expiration: overAfter(8) });
      await giveCoupon(member.id, { name: '오늘까지 쿠폰', expiration: overAfter(1) });
      await giveCoupon(member.id, { name: '지난 쿠폰', start: new Date(Date.now() - 10 * DAY_MS), expiration: new Date(Date.now() - DAY_MS) });

      const answer = await member.browser.get(PAGE, { id: member.id, page: 0, size: 5 });
      const content = (answer.body.dto as { content: Record<string, unknown>[] }).content;
      expect(Object.fromEntries(content.map((dto) => [dto.couponName, dto.daysRemaining]))).toEqual({
        '일주일 남은 쿠폰': 7,
        '오늘까지 쿠폰': 0,
        '지난 쿠폰': null,
      });
    });

    it('answers 403 for another member\'s id, 401 without a session, 400 for a bad page', async () => {
      const [owner, other] = await Promise.all([signUpMember(app), signUpMember(app)]);
      expect((await other.browser.get(PAGE, { id: owner.id })).status).toBe(403);
      expect((await new TestBrowser(app).get(PAGE, { id: owner.id })).status).toBe(401);
      const bad = await owner.browser.get(PAGE, { id: owner.id, size: 0 });
      expect(bad.status).toBe(400);
      expect(bad.body.result).not.toBe('0000');
    });
  });

  describe('POST /api/member/coupon_save.php', () => {
    let member: SignedUp;
    beforeEach(async () => {
      member = await signUpMember(app);
    });

    it('registers a coupon by its serial, in any case', async () => {
      const coupon = await insertCoupon({ name: '5천원 쿠폰', price: 5_000, minPrice: 30_000 });
      const answer = await member.browser.post(SAVE, { c_serial: ` ${coupon.serial.toLowerCase()} `, memberId: member.id });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ result: '0000', message: '정상적으로 등록되었습니다.' });
      const list = couponDtos(await member.browser.get(LIST, { memId: member.id }));
      expect(list.map((dto) => dto.couponCode)).toContain(coupon.serial);
    });

    it('asks for a serial when none is given', async () => {
      for (const c_serial of ['', '   ', null]) {
        const answer = await member.browser.post(SAVE, { c_serial, memberId: member.id });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ code: 'PROMOTIONS.SERIAL_REQUIRED', message: '쿠폰 번호를 등록해주세요.' });
      }
    });

    it('refuses unknown, deleted and expired serials with one message, and changes nothing', async () => {
      const deleted = await insertCoupon({ deleted: true });
      const expired = await insertCoupon({ start: new Date(Date.now() - 10 * DAY_MS), expiration: new Date(Date.now() - DAY_MS) });
      for (const serial of [uniqueSerial(), deleted.serial, expired.serial, 'NOT-A-SERIAL']) {
        const answer = await member.browser.post(SAVE, { c_serial: serial, memberId: member.id });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ code: 'PROMOTIONS.SERIAL_INVALID', message: INVALID });
      }
      const held = await sql('SELECT 1 FROM member_coupon WHERE member_id = $1 AND coupon_id = ANY($2::int[])', [member.id, [deleted.id, expired.id]]);
      expect(held).toHaveLength(0);
    });

    it('answers 409 for a coupon the member already holds', async () => {
      const answer = await member.browser.post(SAVE, { c_serial: WELCOME_SERIAL, memberId: member.id });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'PROMOTIONS.COUPON_ALREADY_REGISTERED', message: '이미 등록된 쿠폰입니다.' });
    });

    it('answers 403 for another member\'s id and 401 without a session, registering nothing', async () => {
      const coupon = await insertCoupon();
      const other = await signUpMember(app);
      expect((await other.browser.post(SAVE, { c_serial: coupon.serial, memberId: member.id })).status).toBe(403);
      expect((await new TestBrowser(app).post(SAVE, { c_serial: coupon.serial, memberId: member.id })).status).toBe(401);
      expect(await sql('SELECT 1 FROM member_coupon WHERE coupon_id = $1', [coupon.id])).toHaveLength(0);
    });

    it('stops guessing: 15 parallel wrong serials look up 10, the rest are 429, and then even a right one waits', async () => {
      const coupon = await insertCoupon();
      const answers = await Promise.all(Array.from({ length: 15 }, () => member.browser.post(SAVE, { c_serial: uniqueSerial(), memberId: member.id })));
      expect(answers.filter((answer) => answer.status === 400)).toHaveLength(10);
      const throttled = answers.filter((answer) => answer.status === 429);
      expect(throttled).toHaveLength(5);
      expect(throttled[0].body).toMatchObject({ code: 'PROMOTIONS.REGISTRATION_THROTTLED' });
      expect((await member.browser.post(SAVE, { c_serial: coupon.serial, memberId: member.id })).status).toBe(429);
      // Only this member is held back.
      const other = await signUpMember(app);
      expect((await other.browser.post(SAVE, { c_serial: coupon.serial, memberId: other.id })).status).toBe(200);
    });
  });

  describe('GET /api/member/points', () => {
    const POINTS = '/api/member/points';
    type PointsDto = { balance: number; entries: { content: Record<string, unknown>[]; page: number; size: number; totalElements: number; totalPages: number } };

    it('answers the balance and the ledger, newest first, paged', async () => {
      const member = await signUpMember(app);
      await sql('DELETE FROM point_ledger WHERE member_id = $1', [member.id]);
      for (const [amount, minutesAgo] of [[1_000, 30], [-300, 20], [500, 10]]) {
        await sql(`INSERT INTO point_ledger (member_id, amount, kind, reason, created) VALUES ($1, $2, 'adjust', '테스트 조정', now() - make_interval(mins => $3))`, [
          member.id,
          amount,
          minutesAgo,
        ]);
      }

      const first = await member.browser.get(POINTS, { memId: member.id, page: 0, size: 2 });
      expect(first.status).toBe(200);
      const dto = first.body.dto as PointsDto;
      expect(dto.balance).toBe(1_200);
      expect(dto.entries).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
      expect(dto.entries.content.map((entry) => [entry.amount, entry.kind, entry.reason])).toEqual([
        [500, 'adjust', '테스트 조정'],
        [-300, 'adjust', '테스트 조정'],
      ]);
      const second = (await member.browser.get(POINTS, { memId: member.id, page: 1, size: 2 })).body.dto as PointsDto;
      expect(second.balance).toBe(1_200);
      expect(second.entries.content.map((entry) => entry.amount)).toEqual([1_000]);
    });

    it('records expired points as a fifth kind: negative and with no order, as the ledger\'s checks require', async () => {
      const member = await signUpMember(app);
      await sql('DELETE FROM point_ledger WHERE member_id = $1', [member.id]);
      await adjustPoints(member.id, 1_000);
      await sql(`INSERT INTO point_ledger (member_id, amount, kind, reason) VALUES ($1, -400, 'expire', '유효기간 만료로 소멸')`, [member.id]);
      await expect(sql(`INSERT INTO point_ledger (member_id, amount, kind, reason) VALUES ($1, 400, 'expire', '잘못된 소멸')`, [member.id])).rejects.toThrow(
        /point_ledger_sign_by_kind/,
      );

      const dto = (await member.browser.get(POINTS, { memId: member.id })).body.dto as PointsDto;
      expect(dto.balance).toBe(600);
      expect(dto.entries.content.map((entry) => [entry.kind, entry.amount, entry.orderId])).toEqual([
        ['expire', -400, null],
        ['adjust', 1_000, null],
      ]);
    });

    it('answers 403 for another member\'s id, 401 without a session, 400 for a bad page', async () => {
      const [owner, other] = await Promise.all([signUpMember(app), signUpMember(app)]);
      await adjustPoints(owner.id, 700);
      const refused = await other.browser.get(POINTS, { memId: owner.id });
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('700');
      expect((await new TestBrowser(app).get(POINTS, { memId: owner.id })).status).toBe(401);
      const bad = await owner.browser.get(POINTS, { memId: owner.id, page: -1 });
      expect(bad.status).toBe(400);
      expect(bad.body.result).not.toBe('0000');
    });
  });

  describe('the member answers\' point is the ledger\'s sum', () => {
    it('in get-member and login', async () => {
      const member = await signUpMember(app);
      expect(member.answer.body.point).toBe(0);
      await adjustPoints(member.id, 1_500);
      await adjustPoints(member.id, -200);
      const read = await member.browser.get('/api/member/index.php', { memid: member.id });
      expect((read.body.data as { point: number }).point).toBe(1_300);
      const login = await new TestBrowser(app).post('/api/member/login.php', { email: member.email, password: STRONG_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.point).toBe(1_300);
      expect(await promotions.pointBalance(member.id)).toBe(1_300);
    });
  });

  describe('races through CheckoutPromotionsService, each call in its own unit of work', () => {
    it('10 parallel redeems of one coupon: exactly 1 succeeds', async () => {
      const member = await signUpMember(app);
      const held = await giveCoupon(member.id);
      const now = new Date();
      const orders = Array.from({ length: 10 }, nextOrderId);
      const results = await Promise.all(orders.map((orderId) => unitOfWork.run(() => promotions.redeemCoupon(member.id, held, orderId, now))));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok).map((result) => (result.ok ? null : result.code))).toEqual(Array(9).fill('PROMOTIONS.COUPON_USED'));
      const [row] = await sql<{ used_order_id: string }>('SELECT used_order_id FROM member_coupon WHERE id = $1', [held]);
      expect(orders).toContain(Number(row.used_order_id));
    });

    it('a balance of 1,000 and 10 parallel spends of 300: exactly 3 succeed, 100 left', async () => {
      const member = await signUpMember(app);
      await adjustPoints(member.id, 1_000);
      const now = new Date();
      const results = await Promise.all(Array.from({ length: 10 }, () => unitOfWork.run(() => promotions.spendPoints(member.id, 300, nextOrderId(), now))));
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      expect(await ledgerSum(member.id)).toBe(100);
      expect(await promotions.pointBalance(member.id)).toBe(100);
    });

    it('restoreForOrder twice in parallel: the coupon and the points come back once', async () => {
      const member = await signUpMember(app);
      await adjustPoints(member.id, 1_000);
      const held = await giveCoupon(member.id);
      const orderId = nextOrderId();
      const now = new Date();
      const spent = await unitOfWork.run(async () => {
        const coupon = await promotions.redeemCoupon(member.id, held, orderId, now);
        if (!coupon.ok) return coupon;
        return promotions.spendPoints(member.id, 400, orderId, now);
      });
      expect(spent.ok).toBe(true);
      expect(await ledgerSum(member.id)).toBe(600);

      await Promise.all([1, 2].map(() => unitOfWork.run(() => promotions.restoreForOrder(orderId, now))));
      await promotions.restoreForOrder(orderId, now);
      expect(await ledgerSum(member.id)).toBe(1_000);
      expect(await sql(`SELECT 1 FROM point_ledger WHERE order_id = $1 AND kind = 'return'`, [orderId])).toHaveLength(1);
      const [row] = await sql<{ used_at: Date | null }>('SELECT used_at FROM member_coupon WHERE id = $1', [held]);
      expect(row.used_at).toBeNull();
    });

    it('a failure later in the caller\'s unit rolls the spends back', async () => {
      const member = await signUpMember(app);
      await adjustPoints(member.id, 1_000);
      const held = await giveCoupon(member.id);
      const orderId = nextOrderId();
      const now = new Date();
      await expect(
        unitOfWork.run(async () => {
          await promotions.redeemCoupon(member.id, held, orderId, now);
          await promotions.spendPoints(member.id, 500, orderId, now);
          throw new Error('the order could not be saved');
        }),
      ).rejects.toThrow('the order could not be saved');
      expect(await ledgerSum(member.id)).toBe(1_000);
      const [row] = await sql<{ used_at: Date | null }>('SELECT used_at FROM member_coupon WHERE id = $1', [held]);
      expect(row.used_at).toBeNull();
    });

    it('earns once per delivered order', async () => {
      const member = await signUpMember(app);
      const orderId = nextOrderId();
      await Promise.all([1, 2, 3].map(() => promotions.earnForOrder(member.id, 59_990, orderId, new Date())));
      expect(await ledgerSum(member.id)).toBe(599);
    });
  });
});
