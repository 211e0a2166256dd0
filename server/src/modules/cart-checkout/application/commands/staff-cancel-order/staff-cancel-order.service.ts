import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { OutsideServiceUnavailableError } from '../../../../../shared/application/outside-service-unavailable.error';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { CheckoutFailures } from '../../../domain/checkout-failures';
import { CHECKOUT_PROMOTIONS, STAFF_ORDER_DESK } from '../../cart-checkout.di-tokens';
import { PAYMENT_GATEWAY } from '../../../../payments/application/payments.di-tokens';
import type { CheckoutPromotionsPort } from '../../ports/checkout-promotions.port';
import type { PaymentGatewayPort } from '../../../../payments/application/ports/payment-gateway.port';
import type { StaffOrderDeskPort } from '../../ports/staff-order-desk.port';

export const STAFF_CANCEL_REFUND_REASON = '판매자 주문 취소';

/**
 * POST /api/order/{orderId}/staff-cancel: staff cancel a paid order before it ships, as the member's cancel does
 * (cancel-order.service.ts) in one unit of work: the row locked and CANCELLED, the payment marked given back, the
 * coupon restored and the points returned, the audit entry written, and last the provider's refund; if the provider
 * refuses, everything rolls back. Two cancels at once refund once (the second waits for the lock, then is refused).
 */
@Injectable()
export class StaffCancelOrderService {
  private readonly logger = new Logger(StaffCancelOrderService.name);

  constructor(
    @Inject(STAFF_ORDER_DESK) private readonly orders: StaffOrderDeskPort,
    @Inject(CHECKOUT_PROMOTIONS) private readonly promotions: CheckoutPromotionsPort,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGatewayPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(orderId: number, reason: string, by: StaffActor): Promise<Result<{ orderId: number; refunded: number }>> {
    try {
      return await this.unitOfWork.run(async () => {
        const now = this.clock.now();
        const cancelled = await this.orders.cancelByStaff(orderId, reason, now, by);
        if (!cancelled.ok) return cancelled;
        const { before, order, refunds } = cancelled.value;
        await this.promotions.restoreForOrder(order.id, now);
        if (refunds.some((refund) => refund.gateway !== this.gateway.name)) return CheckoutFailures.refundFailed();
        const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
        await this.activity.changed(by, {
          action: 'order.cancel',
          targetType: 'order',
          targetId: order.id,
          before: { status: before.status },
          after: { status: order.status, refunded, reason: reason.trim() || null },
        });
        for (const refund of refunds) {
          await this.gateway.cancel({ tid: refund.tid, orderId: order.orderNumber, amount: refund.amount, reason: STAFF_CANCEL_REFUND_REASON });
        }
        return ok({ orderId: order.id, refunded });
      });
    } catch (error) {
      if (!(error instanceof OutsideServiceUnavailableError)) throw error;
      this.logger.warn(`order ${orderId}: the provider did not refund the staff cancel, nothing changed: ${error.message}`);
      return CheckoutFailures.refundFailed();
    }
  }
}
