import { FakePromotions } from '../../../cart-checkout/application/testing/in-memory-checkout';
import { FixedOrderRefunds } from '../testing/fixed-order-refunds';
import { RefundFlowService } from './refund-flow.service';

const NOW = new Date('2026-11-27T01:00:00Z');

/** Order 41 spent coupon 7 and 3,000 points of member 5. */
function setUp() {
  const promotions = new FakePromotions();
  promotions.coupons = [{ memberCouponId: 7, memberId: 5, couponName: '5,000원 할인', discountRate: null, discountPrice: 5_000, minPrice: 0, usedByOrder: 41 }] as FakePromotions['coupons'];
  promotions.spent.set(41, { memberId: 5, points: 3_000 });
  return { promotions, flow: new RefundFlowService(new FixedOrderRefunds(), promotions) };
}

describe('RefundFlowService.refundSettled (payments confirmed a refund)', () => {
  it("gives a cancel's coupon and points back", async () => {
    const { promotions, flow } = setUp();
    await flow.refundSettled({ orderId: 41, cause: 'member-cancel', settlement: null }, NOW);
    expect(promotions.coupons[0].usedByOrder).toBeNull();
    expect(promotions.points.get(5)).toBe(3_000);
  });

  it("settles a return's share", async () => {
    const { promotions, flow } = setUp();
    const share = { whole: false, refunded: 10_000, paid: 40_000 };
    await flow.refundSettled({ orderId: 41, cause: 'return', settlement: { share } }, NOW);
    expect(promotions.settled).toEqual([{ orderId: 41, share }]);
    expect(promotions.coupons[0].usedByOrder).toBe(41);
  });

  it("settles nothing for another context's give-back (the checkout's unkept approval)", async () => {
    const { promotions, flow } = setUp();
    await flow.refundSettled({ orderId: 41, cause: 'approval', settlement: null }, NOW);
    expect(promotions.coupons[0].usedByOrder).toBe(41);
    expect(promotions.points.get(5)).toBeUndefined();
    expect(promotions.settled).toEqual([]);
  });
});
