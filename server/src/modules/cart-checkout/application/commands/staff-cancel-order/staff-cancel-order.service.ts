import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { STAFF_ORDER_DESK } from '../../cart-checkout.di-tokens';
import type { StaffOrderDeskPort } from '../../ports/staff-order-desk.port';
import { RefundFlowService } from '../../../../ordering/application/services/refund-flow.service';

export const STAFF_CANCEL_REFUND_REASON = '판매자 주문 취소';

/**
 * POST /api/order/{orderId}/staff-cancel: staff cancel a paid order before it ships, as the member's cancel does
 * (cancel-order.service.ts) in one unit of work: the row locked and CANCELLED, the payment marked given back, the
 * refund and its job written by the refund flow, the audit entry written. The provider is called by the job after the
 * commit; the coupon and points come back once it confirmed. Two cancels at once refund once (the second waits for
 * the lock, then is refused).
 */
@Injectable()
export class StaffCancelOrderService {
  constructor(
    @Inject(STAFF_ORDER_DESK) private readonly orders: StaffOrderDeskPort,
    private readonly refunds: RefundFlowService,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(orderId: number, reason: string, by: StaffActor): Promise<Result<{ orderId: number; refunded: number; refundPending: boolean }>> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const cancelled = await this.orders.cancelByStaff(orderId, reason, now, by);
      if (!cancelled.ok) return cancelled;
      const { before, order, refunds } = cancelled.value;
      const given = await this.refunds.giveBack(order, refunds, { cause: 'staff-cancel' }, STAFF_CANCEL_REFUND_REASON, now);
      if (!given.ok) return given;
      const { refunded, pending } = given.value;
      await this.activity.changed(by, {
        action: 'order.cancel',
        targetType: 'order',
        targetId: order.id,
        before: { status: before.status },
        after: { status: order.status, refunded, refundPending: pending, reason: reason.trim() || null },
      });
      return ok({ orderId: order.id, refunded, refundPending: pending });
    });
  }
}
