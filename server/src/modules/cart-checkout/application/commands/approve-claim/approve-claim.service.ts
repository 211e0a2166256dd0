import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { OutsideServiceUnavailableError } from '../../../../../shared/application/outside-service-unavailable.error';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { CheckoutFailures } from '../../../domain/checkout-failures';
import { CHECKOUT_PROMOTIONS, STAFF_ORDER_DESK } from '../../cart-checkout.di-tokens';
import { PAYMENT_GATEWAY } from '../../../../payments/application/payments.di-tokens';
import type { CheckoutPromotionsPort, ReturnSettlement } from '../../ports/checkout-promotions.port';
import type { PaymentGatewayPort } from '../../../../payments/application/ports/payment-gateway.port';
import type { StaffDeskOrder, StaffDeskPayments, StaffOrderDeskPort } from '../../ports/staff-order-desk.port';

export const RETURN_REFUND_REASON = '반품 환불';

/**
 * POST /api/claims/{orderId}/approve: staff complete the inspection of the order's return once its pickup started
 * (검수 완료: refunded through the provider, the amount the server computes from the returned lines, or less if staff
 * say so) or approve an exchange (no refund; the outgoing parcel's tracking number). NOTE: the refund still calls the
 * provider inside this unit of work (as before this change); the next issue moves it to a job. One unit of work
 * with the order's row locked: the decision saved, the return's coupon and points settled (promotions: a whole
 * return gives the coupon and used points back and takes the earned points back, a partial one moves the points in
 * proportion; an exchange moves nothing), the audit entry written, last the refund; the provider refusing rolls all
 * back. Two approvals at once: the second waits for the lock, finds the claim decided, and refunds or moves nothing.
 */
@Injectable()
export class ApproveClaimService {
  private readonly logger = new Logger(ApproveClaimService.name);

  constructor(
    @Inject(STAFF_ORDER_DESK) private readonly orders: StaffOrderDeskPort,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGatewayPort,
    @Inject(CHECKOUT_PROMOTIONS) private readonly promotions: CheckoutPromotionsPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(orderId: number, refund: number | null, by: StaffActor, exchangeTrackingNumber: string | null = null): Promise<Result<{ orderId: number; status: string; refunded: number }>> {
    try {
      return await this.unitOfWork.run(async () => {
        const now = this.clock.now();
        const approved = await this.orders.approveClaim(orderId, refund, now, by, exchangeTrackingNumber);
        if (!approved.ok) return approved;
        const { before, order, refunds, payments } = approved.value;
        if (refunds.some((due) => due.gateway !== this.gateway.name)) return CheckoutFailures.refundFailed();
        const refunded = refunds.reduce((sum, due) => sum + due.amount, 0);
        const settled = order.status === 'RETURNED' ? await this.settleReturn(order, payments, now) : null;
        await this.activity.changed(by, {
          action: 'claim.approve',
          targetType: 'order',
          targetId: order.id,
          before: { status: before.status, claim: before.claim },
          after: { status: order.status, claim: order.claim, refunded, ...(settled ? { promotions: settled } : {}) },
        });
        for (const due of refunds) {
          await this.gateway.cancel({ tid: due.tid, orderId: order.orderNumber, amount: due.amount, reason: RETURN_REFUND_REASON, partial: due.partial });
        }
        return ok({ orderId: order.id, status: order.status, refunded });
      });
    } catch (error) {
      if (!(error instanceof OutsideServiceUnavailableError)) throw error;
      this.logger.warn(`order ${orderId}: the provider did not refund the return, nothing changed: ${error.message}`);
      return CheckoutFailures.refundFailed();
    }
  }

  /** Whole when the approved refund is all that was left of the payments (a points-only order: 0 of 0). */
  private settleReturn(order: StaffDeskOrder, payments: StaffDeskPayments, now: Date): Promise<ReturnSettlement> {
    const refunded = order.claim?.refund ?? 0;
    return this.promotions.settleReturn(order.id, { whole: refunded >= payments.unrefunded, refunded, paid: payments.paid }, now);
  }
}
