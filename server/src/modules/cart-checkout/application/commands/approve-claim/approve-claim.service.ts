import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { STAFF_ORDER_DESK } from '../../cart-checkout.di-tokens';
import type { ReturnShare } from '../../ports/checkout-promotions.port';
import type { StaffDeskOrder, StaffDeskPayments, StaffOrderDeskPort } from '../../ports/staff-order-desk.port';
import { RefundFlowService } from '../../services/refund-flow.service';

export const RETURN_REFUND_REASON = '반품 환불';

/**
 * POST /api/claims/{orderId}/approve: staff complete the inspection of the order's return once its pickup started
 * (검수 완료: refunded through the provider, the amount the server computes from the returned lines, or less if staff
 * say so) or approve an exchange (no refund; the outgoing parcel's tracking number). One unit of work with the order's
 * row locked: the decision saved, the refund and its job written by the refund flow, the audit entry written. The
 * provider is called by the job after the commit; the return's coupon and points settle once it confirmed (a whole
 * return gives the coupon and used points back and takes the earned points back, a partial one moves the points in
 * proportion; with nothing to refund they settle at once; an exchange moves nothing). Two approvals at once: the
 * second waits for the lock, finds the claim decided, and refunds or moves nothing.
 */
@Injectable()
export class ApproveClaimService {
  constructor(
    @Inject(STAFF_ORDER_DESK) private readonly orders: StaffOrderDeskPort,
    private readonly refunds: RefundFlowService,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(
    orderId: number,
    refund: number | null,
    by: StaffActor,
    exchangeTrackingNumber: string | null = null,
  ): Promise<Result<{ orderId: number; status: string; refunded: number; refundPending: boolean }>> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const approved = await this.orders.approveClaim(orderId, refund, now, by, exchangeTrackingNumber);
      if (!approved.ok) return approved;
      const { before, order, refunds, payments } = approved.value;
      let refunded = 0;
      let pending = false;
      if (order.status === 'RETURNED') {
        const given = await this.refunds.giveBack(order, refunds, { cause: 'return', share: shareOf(order, payments) }, RETURN_REFUND_REASON, now);
        if (!given.ok) return given;
        ({ refunded, pending } = given.value);
      }
      await this.activity.changed(by, {
        action: 'claim.approve',
        targetType: 'order',
        targetId: order.id,
        before: { status: before.status, claim: before.claim },
        after: { status: order.status, claim: order.claim, refunded, refundPending: pending },
      });
      return ok({ orderId: order.id, status: order.status, refunded, refundPending: pending });
    });
  }
}

/** Whole when the approved refund is all that was left of the payments (a points-only order: 0 of 0). */
function shareOf(order: StaffDeskOrder, payments: StaffDeskPayments): ReturnShare {
  const refunded = order.claim?.refund ?? 0;
  return { whole: refunded >= payments.unrefunded, refunded, paid: payments.paid };
}
