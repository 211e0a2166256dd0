import { NOW, promotionsWorld } from '../testing/in-memory-promotions';
import { CheckoutPromotionsService } from './checkout-promotions.service';
import { WelcomeCouponsService } from './welcome-coupons.service';

const MEMBER = 7;
const OTHER = 8;

function setup() {
  const world = promotionsWorld();
  const service = new CheckoutPromotionsService(world.coupons, world.ledger, world.earnPolicy, world.unitOfWork);
  return { world, service };
}

describe('CheckoutPromotionsService', () => {
  describe('coupons', () => {
    it('offers held, unused coupons whose dates and minimum the goods total meets', async () => {
      const { world, service } = setup();
      const welcome = world.coupons.addCoupon({ couponName: '웰컴', discountPrice: 3_000 });
      const tenPercent = world.coupons.addCoupon({ couponName: '10%', discountRate: 10, discountPrice: null, minPrice: 50_000 });
      const expired = world.coupons.addCoupon({ expirationDate: new Date('2026-05-01T00:00:00Z') });
      const used = world.coupons.addCoupon();
      world.coupons.give(MEMBER, welcome.id);
      world.coupons.give(MEMBER, tenPercent.id);
      world.coupons.give(MEMBER, expired.id);
      const usedId = world.coupons.give(MEMBER, used.id);
      world.coupons.give(OTHER, used.id);
      await service.redeemCoupon(MEMBER, usedId, 1, NOW);

      expect((await service.usableCoupons(MEMBER, 30_000, NOW)).map((held) => held.couponName)).toEqual(['웰컴']);
      expect((await service.usableCoupons(MEMBER, 50_000, NOW)).map((held) => held.couponName).sort()).toEqual(['10%', '웰컴']);
    });

    it('applies a held coupon: the discount, rate coupons rounded down to 10 won', async () => {
      const { world, service } = setup();
      const coupon = world.coupons.addCoupon({ couponName: '10%', discountRate: 10, discountPrice: null, minPrice: 50_000 });
      const held = world.coupons.give(MEMBER, coupon.id);
      expect(await service.applyCoupon(MEMBER, held, 56_789, NOW)).toEqual({ ok: true, value: { memberCouponId: held, couponName: '10%', discount: 5_670 } });
      expect(await service.applyCoupon(MEMBER, held, 49_000, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_MIN_PRICE' });
    });

    it('answers COUPON_NOT_FOUND for someone else\'s coupon, as for a missing one', async () => {
      const { world, service } = setup();
      const held = world.coupons.give(OTHER, world.coupons.addCoupon().id);
      expect(await service.applyCoupon(MEMBER, held, 10_000, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_NOT_FOUND', kind: 'not-found' });
      expect(await service.applyCoupon(MEMBER, 999, 10_000, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_NOT_FOUND' });
      expect(await service.redeemCoupon(MEMBER, held, 1, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_NOT_FOUND' });
      expect(world.coupons.held.get(held)?.usedAt).toBeNull();
    });

    it('refuses coupons outside their dates, when applying and when redeeming', async () => {
      const { world, service } = setup();
      const early = world.coupons.give(MEMBER, world.coupons.addCoupon({ startDate: new Date('2026-07-01T00:00:00Z') }).id);
      const late = world.coupons.give(MEMBER, world.coupons.addCoupon({ expirationDate: NOW }).id);
      expect(await service.applyCoupon(MEMBER, early, 10_000, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_NOT_YET_VALID' });
      expect(await service.redeemCoupon(MEMBER, early, 1, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_NOT_YET_VALID' });
      expect(await service.applyCoupon(MEMBER, late, 10_000, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_EXPIRED' });
      expect(await service.redeemCoupon(MEMBER, late, 1, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_EXPIRED' });
    });

    it('redeems once: the second order is told the coupon is used; a restore makes it usable again, once', async () => {
      const { world, service } = setup();
      const held = world.coupons.give(MEMBER, world.coupons.addCoupon().id);
      expect(await service.redeemCoupon(MEMBER, held, 41, NOW)).toEqual({ ok: true, value: undefined });
      expect(world.coupons.held.get(held)).toMatchObject({ usedAt: NOW, usedOrderId: 41 });
      expect(await service.redeemCoupon(MEMBER, held, 42, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_USED' });
      expect(await service.applyCoupon(MEMBER, held, 10_000, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_USED' });

      await service.restoreForOrder(41, NOW);
      await service.restoreForOrder(41, NOW);
      expect(world.coupons.held.get(held)).toMatchObject({ usedAt: null, usedOrderId: null });
      expect((await service.redeemCoupon(MEMBER, held, 42, NOW)).ok).toBe(true);
    });
  });

  describe('points', () => {
    it('checks without spending: 0 always; else at least 100 held, no more than held or the cap', async () => {
      const { world, service } = setup();
      expect(await service.checkPoints(MEMBER, 0, 0)).toEqual({ ok: true, value: 0 });
      world.ledger.adjust(MEMBER, 99);
      expect(await service.checkPoints(MEMBER, 50, 10_000)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_BELOW_MINIMUM' });
      world.ledger.adjust(MEMBER, 901);
      expect(await service.pointBalance(MEMBER)).toBe(1_000);
      expect(await service.checkPoints(MEMBER, 1_001, 10_000)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_EXCEED_BALANCE' });
      expect(await service.checkPoints(MEMBER, 800, 700)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_EXCEED_PRICE' });
      expect(await service.checkPoints(MEMBER, 700, 700)).toEqual({ ok: true, value: 700 });
      expect(world.ledger.rows).toHaveLength(2);
    });

    it('spends under the account lock, against the ledger\'s sum, once per order', async () => {
      const { world, service } = setup();
      world.ledger.adjust(MEMBER, 1_000);
      expect(await service.spendPoints(MEMBER, 300, 51, NOW)).toEqual({ ok: true, value: undefined });
      expect(world.ledger.locked).toEqual([MEMBER]);
      expect(await service.pointBalance(MEMBER)).toBe(700);
      expect(await service.spendPoints(MEMBER, 300, 51, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_ALREADY_SPENT' });
      expect(await service.spendPoints(MEMBER, 800, 52, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_EXCEED_BALANCE' });
      expect(await service.pointBalance(MEMBER)).toBe(700);
    });

    it('spends nothing for 0 points and refuses negative points without touching the ledger', async () => {
      const { world, service } = setup();
      world.ledger.adjust(MEMBER, 1_000);
      expect((await service.spendPoints(MEMBER, 0, 53, NOW)).ok).toBe(true);
      expect(await service.spendPoints(MEMBER, -100, 54, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_INVALID' });
      expect(world.ledger.rows).toHaveLength(1);
      expect(world.ledger.locked).toEqual([]);
    });

    it('returns an order\'s used points once, however often it is cancelled', async () => {
      const { world, service } = setup();
      world.ledger.adjust(MEMBER, 1_000);
      await service.spendPoints(MEMBER, 400, 61, NOW);
      await service.restoreForOrder(61, NOW);
      await service.restoreForOrder(61, NOW);
      expect(await service.pointBalance(MEMBER)).toBe(1_000);
      expect(world.ledger.rows.filter((row) => row.kind === 'return')).toEqual([expect.objectContaining({ memberId: MEMBER, amount: 400, orderId: 61 })]);
    });

    it('earns by the policy once per delivered order, nothing for a tiny total', async () => {
      const { world, service } = setup();
      await service.earnForOrder(MEMBER, 59_990, 71, NOW);
      await service.earnForOrder(MEMBER, 59_990, 71, NOW);
      await service.earnForOrder(MEMBER, 50, 72, NOW);
      expect(world.ledger.rows).toEqual([expect.objectContaining({ memberId: MEMBER, amount: 599, kind: 'earn', orderId: 71 })]);
    });
  });
});

describe('CheckoutPromotionsService.settleReturn', () => {
  const WHOLE = { whole: true, refunded: 50_000, paid: 50_000 };

  /** Order 81: paid with a coupon and 1,000 points; delivered, it earned 500. */
  async function returnedOrder(balanceBefore = 3_000) {
    const { world, service } = setup();
    world.ledger.adjust(MEMBER, balanceBefore);
    const held = world.coupons.give(MEMBER, world.coupons.addCoupon().id);
    await service.redeemCoupon(MEMBER, held, 81, NOW);
    await service.spendPoints(MEMBER, 1_000, 81, NOW);
    await service.earnForOrder(MEMBER, 50_000, 81, NOW);
    return { world, service, held };
  }

  it('a whole return: the coupon unused again, the used points back, the earned points taken back', async () => {
    const { world, service, held } = await returnedOrder();
    expect(await service.pointBalance(MEMBER)).toBe(2_500);
    expect(await service.settleReturn(81, WHOLE, NOW)).toEqual({ couponRestored: true, pointsReturned: 1_000, pointsRevoked: 500, pointsUncollected: 0 });
    expect(world.coupons.held.get(held)).toMatchObject({ usedAt: null, usedOrderId: null });
    expect(await service.pointBalance(MEMBER)).toBe(3_000);
    expect(world.ledger.rows.filter((row) => row.orderId === 81).map(({ kind, amount, reason }) => ({ kind, amount, reason }))).toEqual([
      { kind: 'use', amount: -1_000, reason: '주문 결제 시 사용' },
      { kind: 'earn', amount: 500, reason: '구매 확정 적립' },
      { kind: 'return', amount: 1_000, reason: '반품으로 사용 적립금 반환' },
      { kind: 'revoke', amount: -500, reason: '반품으로 적립 회수' },
    ]);
    expect(world.ledger.locked).toContain(MEMBER);
  });

  it('a second settlement of the same order moves nothing', async () => {
    const { world, service } = await returnedOrder();
    await service.settleReturn(81, WHOLE, NOW);
    const rows = world.ledger.rows.length;
    expect(await service.settleReturn(81, WHOLE, NOW)).toEqual({ couponRestored: false, pointsReturned: 0, pointsRevoked: 0, pointsUncollected: 0 });
    expect(world.ledger.rows).toHaveLength(rows);
    expect(await service.pointBalance(MEMBER)).toBe(3_000);
  });

  it('a partial return keeps the coupon spent and moves the points in proportion', async () => {
    const { world, service, held } = await returnedOrder();
    expect(await service.settleReturn(81, { whole: false, refunded: 20_000, paid: 50_000 }, NOW)).toEqual({
      couponRestored: false,
      pointsReturned: 400,
      pointsRevoked: 200,
      pointsUncollected: 0,
    });
    expect(world.coupons.held.get(held)).toMatchObject({ usedOrderId: 81 });
    expect(await service.pointBalance(MEMBER)).toBe(2_700);
  });

  it('never takes the balance below zero: points already spent stay uncollected, and the row says so', async () => {
    const { world, service } = setup();
    await service.earnForOrder(MEMBER, 50_000, 82, NOW);
    await service.spendPoints(MEMBER, 400, 83, NOW);
    expect(await service.pointBalance(MEMBER)).toBe(100);
    expect(await service.settleReturn(82, WHOLE, NOW)).toEqual({ couponRestored: false, pointsReturned: 0, pointsRevoked: 100, pointsUncollected: 400 });
    expect(await service.pointBalance(MEMBER)).toBe(0);
    expect(world.ledger.rows.at(-1)).toMatchObject({ kind: 'revoke', amount: -100, orderId: 82, reason: '반품으로 적립 회수 (미회수 400P)' });
  });

  it("takes back the points the order's reviews earned with a whole return, and their share with a partial one (they were earned by the order)", async () => {
    const whole = await returnedOrder();
    await whole.world.ledger.appendReviewEarn({ memberId: MEMBER, amount: 500, orderId: 81, goodsId: 1, reason: '리뷰 작성 적립', created: NOW });
    await whole.world.ledger.appendReviewEarn({ memberId: MEMBER, amount: 1_000, orderId: 81, goodsId: 2, reason: '리뷰 작성 적립', created: NOW });
    expect(await whole.service.pointBalance(MEMBER)).toBe(4_000);
    expect(await whole.service.settleReturn(81, WHOLE, NOW)).toEqual({ couponRestored: true, pointsReturned: 1_000, pointsRevoked: 2_000, pointsUncollected: 0 });
    expect(await whole.service.pointBalance(MEMBER)).toBe(3_000);

    const part = await returnedOrder();
    await part.world.ledger.appendReviewEarn({ memberId: MEMBER, amount: 500, orderId: 81, goodsId: 1, reason: '리뷰 작성 적립', created: NOW });
    expect(await part.service.settleReturn(81, { whole: false, refunded: 20_000, paid: 50_000 }, NOW)).toMatchObject({ pointsReturned: 400, pointsRevoked: 400 });
  });

  it('an order without points only gets its coupon back', async () => {
    const { world, service } = setup();
    const held = world.coupons.give(MEMBER, world.coupons.addCoupon().id);
    await service.redeemCoupon(MEMBER, held, 84, NOW);
    expect(await service.settleReturn(84, WHOLE, NOW)).toEqual({ couponRestored: true, pointsReturned: 0, pointsRevoked: 0, pointsUncollected: 0 });
    expect(world.ledger.rows).toEqual([]);
  });
});

describe('WelcomeCouponsService', () => {
  it('gives every live coupon for new members, and none twice', async () => {
    const world = promotionsWorld();
    const service = new WelcomeCouponsService(world.coupons, world.unitOfWork);
    world.coupons.addCoupon({ forNew: true, couponName: '웰컴' });
    world.coupons.addCoupon({ forNew: true, expirationDate: new Date('2026-05-01T00:00:00Z') });
    world.coupons.addCoupon({ forNew: true, deletedAt: new Date('2026-05-01T00:00:00Z') });
    world.coupons.addCoupon({ forNew: false });
    expect(await service.grant(MEMBER, NOW)).toBe(1);
    expect(await service.grant(MEMBER, NOW)).toBe(0);
    expect([...world.coupons.held.values()]).toEqual([expect.objectContaining({ memberId: MEMBER, couponId: 1 })]);
  });
});
