import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { CheckoutFailures, CheckoutMessages } from '../../../domain/checkout-failures';
import { ORDER_BOOK } from '../../cart-checkout.di-tokens';
import type { OrderBookPort, OrderOwner } from '../../ports/order-book.port';
import { RefundFlowService } from '../../../../ordering/application/services/refund-flow.service';

export interface CancelOrderCommand {
  /** The member, or the verified guest of a guest order (whose session is scoped to orderId). */
  owner: OrderOwner;
  orderId: number;
  reason: string;
}

export interface CancelledOrder {
  orderId: number;
  /** Won to be given back at the provider. */
  refunded: number;
  /** True until the provider confirmed the refund ("환불 처리 중"). */
  refundPending: boolean;
}

/**
 * POST /api/order/one/{orderId}/cancel, and POST /api/guest/order/cancel for a guest order: a PREPARING order is
 * cancelled in one unit of work. The order book locks the order's row (SELECT … FOR UPDATE) and moves it to
 * CANCELLED with the reason, its payment marked given back; the refund flow writes the refund and its job in the same
 * unit (the provider is called by the job after the commit; the coupon and points come back once it confirmed). A
 * second cancel, or a staff move at the same moment, waits for the lock and then finds the order CANCELLED (refused);
 * if the staff move won, this cancel finds SHIPPING and is refused. One refund at most.
 */
@Injectable()
export class CancelOrderService {
  constructor(
    @Inject(ORDER_BOOK) private readonly orders: OrderBookPort,
    private readonly refunds: RefundFlowService,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(command: CancelOrderCommand): Promise<Result<CancelledOrder>> {
    return this.unitOfWork.run(async (): Promise<Result<CancelledOrder>> => {
      const now = this.clock.now();
      const cancelled = await this.orders.cancel(command.owner, command.orderId, command.reason, now);
      if (!cancelled.ok) return cancelled.code === 'ORDERING.ORDER_NOT_FOUND' ? CheckoutFailures.orderPathInvalid() : cancelled;
      const { order, refunds } = cancelled.value;
      const given = await this.refunds.giveBack(order, refunds, { cause: 'member-cancel' }, CheckoutMessages.memberCancelRefund, now);
      if (!given.ok) return given;
      return ok({ orderId: order.id, refunded: given.value.refunded, refundPending: given.value.pending });
    });
  }
}
