import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import type { ReturnShare } from '../../ports/order-promotions.port';
import { OrderBookService } from '../../services/order-book.service';
import type { OrderView } from '../../services/order-view';
import { RefundFlowService } from '../../services/refund-flow.service';

export const RETURN_REFUND_REASON = '반품 환불';

/** The order book's decision on a claim (OrderBookService; a stand-in in specs). */
export type ClaimDecisions = Pick<OrderBookService, 'approveClaim'>;

/**
 * POST /api/claims/{orderId}/approve, beside the reject: staff complete the inspection of the order's return once its
 * pickup started (검수 완료: refunded through the provider, the amount the server computes from the returned lines,
 * or less if staff say so) or approve an exchange (no refund; the outgoing parcel's tracking number). One unit of
 * work with the order's row locked: the decision saved, the refund and its job written by the refund flow, the audit
 * entry written. The provider is called by the job after the commit; the return's coupon and points settle once it
 * confirmed (with nothing to refund, at once; an exchange moves nothing). Two approvals at once: the second waits for
 * the lock, finds the claim decided, and refunds or moves nothing.
 */
@Injectable()
export class ApproveClaimService {
  constructor(
    @Inject(OrderBookService) private readonly orders: ClaimDecisions,
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
      const { before, order, refunds } = approved.value;
      let refunded = 0;
      let pending = false;
      if (order.status === 'RETURNED') {
        const given = await this.refunds.giveBack(order, refunds, { cause: 'return', share: shareOf(order, before) }, RETURN_REFUND_REASON, now);
        if (!given.ok) return given;
        ({ refunded, pending } = given.value);
      }
      await this.activity.changed(by, {
        action: 'claim.approve',
        targetType: 'order',
        targetId: order.id,
        before: { status: before.status, claim: claimFacts(before) },
        after: { status: order.status, claim: claimFacts(order), refunded, refundPending: pending },
      });
      return ok({ orderId: order.id, status: order.status, refunded, refundPending: pending });
    });
  }
}

/** What the audit keeps of a claim. */
function claimFacts(order: Pick<OrderView, 'claim'>) {
  const claim = order.claim;
  return claim ? { kind: claim.kind, outcome: claim.outcome, refund: claim.refund, note: claim.note } : null;
}

/** Whole when the approved refund is all that was left of the payments before it (a points-only order: 0 of 0). */
function shareOf(order: Pick<OrderView, 'claim'>, before: Pick<OrderView, 'payments'>): ReturnShare {
  const refunded = order.claim?.refund ?? 0;
  const paid = before.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const unrefunded = before.payments.filter((payment) => !payment.cancelled).reduce((sum, payment) => sum + payment.amount, 0);
  return { whole: refunded >= unrefunded, refunded, paid };
}
