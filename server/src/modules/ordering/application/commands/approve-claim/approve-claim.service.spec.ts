import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { ok } from '../../../../../shared/domain/result';
import { checkoutWorld } from '../../../../cart-checkout/application/testing/in-memory-checkout';
import type { OrderView } from '../../services/order-view';
import { ApproveClaimService, type ClaimDecisions } from './approve-claim.service';

const BY = { adminId: 1, actor: 'owner@shop.kr', ip: '10.0.0.1' };

type Due = { gateway: string; tid: string; amount: number; partial: boolean };

/** Order 41 paid 40,000 won; a return approves `refund` of it (the whole when it is all of it), an exchange nothing. */
class FakeDesk implements ClaimDecisions {
  refunds: Due[] = [{ gateway: 'sandbox', tid: 'tid-1', amount: 15_000, partial: true }];
  /** The order's payments before the decision. */
  payments: { amount: number; cancelled: boolean }[] = [{ amount: 40_000, cancelled: false }];
  kind: 'return' | 'exchange' = 'return';
  asked: (number | null)[] = [];
  private order(status: string, refund: number | null): OrderView {
    const decided = status === 'RETURNED' || status === 'EXCHANGED';
    return {
      id: 41,
      orderNumber: '20261123-000041',
      status,
      payments: this.payments,
      claim: { kind: this.kind, outcome: decided ? 'approved' : null, refund, note: null },
    } as unknown as OrderView;
  }
  async approveClaim(_orderId: number, refund: number | null): ReturnType<ClaimDecisions['approveClaim']> {
    this.asked.push(refund);
    if (this.kind === 'exchange') return ok({ before: this.order('EXCHANGE_REQUESTED', null), order: this.order('EXCHANGED', null), refunds: [] });
    const unrefunded = this.payments.filter((payment) => !payment.cancelled).reduce((sum, payment) => sum + payment.amount, 0);
    return ok({ before: this.order('RETURN_REQUESTED', null), order: this.order('RETURNED', refund ?? unrefunded), refunds: this.refunds });
  }
}

describe('ApproveClaimService', () => {
  function setUp() {
    const world = checkoutWorld();
    const desk = new FakeDesk();
    const activity = new RecordingStaffActivity();
    const service = new ApproveClaimService(desk, world.refunds.flow, activity, world.unitOfWork, world.clock);
    return { desk, gateway: world.gateway, activity, promotions: world.promotions, refunds: world.refunds, service };
  }

  it('approves at once and writes the partial refund; the job gives it back after the commit, audited as pending', async () => {
    const { desk, gateway, activity, refunds, service } = setUp();
    const answer = await service.execute(41, 15_000, BY);
    expect(answer).toEqual({ ok: true, value: { orderId: 41, status: 'RETURNED', refunded: 15_000, refundPending: true } });
    expect(desk.asked).toEqual([15_000]);
    expect(gateway.cancels).toEqual([]);
    expect(activity.changes).toMatchObject([{ action: 'claim.approve', targetId: 41, before: { status: 'RETURN_REQUESTED' }, after: { status: 'RETURNED', refunded: 15_000, refundPending: true } }]);
    await refunds.settle();
    expect(gateway.cancels).toEqual([{ tid: 'tid-1', amount: 15_000, reason: '반품 환불', partial: true, idempotencyKey: '20261123-000041-R1' }]);
  });

  it('settles nothing while the provider refuses: the refund fails for a person after its tries', async () => {
    const { gateway, promotions, refunds, service } = setUp();
    gateway.cancelFails = true;
    expect(await service.execute(41, 15_000, BY)).toMatchObject({ ok: true, value: { refundPending: true } });
    await refunds.settle();
    expect(refunds.rows.all()).toMatchObject([{ status: 'failed', cause: 'return' }]);
    expect(promotions.settled).toEqual([]);
  });

  it('never sends a payment another gateway took to this one, and refuses the approval', async () => {
    const { desk, gateway, refunds, service } = setUp();
    desk.refunds = [{ gateway: 'nicepay', tid: 'tid-1', amount: 15_000, partial: true }];
    expect(await service.execute(41, 15_000, BY)).toMatchObject({ ok: false, code: 'CHECKOUT.REFUND_FAILED' });
    expect(refunds.rows.all()).toEqual([]);
    expect(gateway.cancels).toEqual([]);
  });

  it("a partial return settles the order's points on the refunded share of what was paid, once the refund is confirmed", async () => {
    const { promotions, refunds, service } = setUp();
    await service.execute(41, 15_000, BY);
    expect(promotions.settled).toEqual([]);
    await refunds.settle();
    expect(promotions.settled).toEqual([{ orderId: 41, share: { whole: false, refunded: 15_000, paid: 40_000 } }]);
  });

  it('a whole return (all that was left) gives the coupon and used points back through promotions once refunded', async () => {
    const { desk, promotions, refunds, service } = setUp();
    desk.refunds = [{ gateway: 'sandbox', tid: 'tid-1', amount: 40_000, partial: false }];
    promotions.coupons.push({ memberCouponId: 5, memberId: 7, couponName: '웰컴', discountRate: null, discountPrice: 3_000, minPrice: 0, usedByOrder: 41 });
    promotions.spent.set(41, { memberId: 7, points: 1_000 });
    promotions.points.set(7, 0);
    expect(await service.execute(41, null, BY)).toEqual({ ok: true, value: { orderId: 41, status: 'RETURNED', refunded: 40_000, refundPending: true } });
    expect(promotions.coupons.find((coupon) => coupon.memberCouponId === 5)?.usedByOrder).toBe(41);
    await refunds.settle();
    expect(promotions.settled).toEqual([{ orderId: 41, share: { whole: true, refunded: 40_000, paid: 40_000 } }]);
    expect(promotions.coupons.find((coupon) => coupon.memberCouponId === 5)?.usedByOrder).toBeNull();
    expect(promotions.points.get(7)).toBe(1_000);
  });

  it('the rest of a payment an earlier partial refund took from is still a whole return', async () => {
    const { desk, promotions, refunds, service } = setUp();
    desk.payments = [
      { amount: 15_000, cancelled: true },
      { amount: 25_000, cancelled: false },
    ];
    desk.refunds = [{ gateway: 'sandbox', tid: 'tid-1', amount: 25_000, partial: true }];
    await service.execute(41, null, BY);
    await refunds.settle();
    expect(promotions.settled).toEqual([{ orderId: 41, share: { whole: true, refunded: 25_000, paid: 40_000 } }]);
  });

  it('a return with nothing to refund (points only) settles at once', async () => {
    const { desk, promotions, refunds, service } = setUp();
    desk.payments = [];
    desk.refunds = [];
    expect(await service.execute(41, 0, BY)).toEqual({ ok: true, value: { orderId: 41, status: 'RETURNED', refunded: 0, refundPending: false } });
    expect(refunds.rows.all()).toEqual([]);
    expect(promotions.settled).toEqual([{ orderId: 41, share: { whole: true, refunded: 0, paid: 0 } }]);
  });

  it('an exchange moves no coupon, no points and no money', async () => {
    const { desk, promotions, refunds, service } = setUp();
    desk.kind = 'exchange';
    expect(await service.execute(41, null, BY)).toEqual({ ok: true, value: { orderId: 41, status: 'EXCHANGED', refunded: 0, refundPending: false } });
    expect(promotions.settled).toEqual([]);
    expect(refunds.rows.all()).toEqual([]);
  });

  it('a refused approval writes no refund and settles nothing', async () => {
    const { desk, promotions, refunds, service } = setUp();
    desk.approveClaim = async () => ({ ok: false, kind: 'conflict', code: 'ORDERING.CLAIM_NOT_OPEN', message: '처리할 반품·교환 요청이 없습니다.' }) as never;
    expect(await service.execute(41, null, BY)).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_OPEN' });
    expect(refunds.rows.all()).toEqual([]);
    expect(promotions.settled).toEqual([]);
  });
});
