import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { OutsideServiceUnavailableError } from '../../../../../shared/application/outside-service-unavailable.error';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { CheckoutFailures, CheckoutMessages } from '../../../domain/checkout-failures';
import { CHECKOUT_PROMOTIONS, ORDER_BOOK } from '../../cart-checkout.di-tokens';
import { PAYMENT_GATEWAY } from '../../../../payments/application/payments.di-tokens';
import type { CheckoutPromotionsPort } from '../../ports/checkout-promotions.port';
import type { OrderBookPort, OrderOwner } from '../../ports/order-book.port';
import type { PaymentGatewayPort } from '../../../../payments/application/ports/payment-gateway.port';

export interface CancelOrderCommand {
  /** The member, or the verified guest of a guest order (whose session is scoped to orderId). */
  owner: OrderOwner;
  orderId: number;
  reason: string;
}

export interface CancelledOrder {
  orderId: number;
  /** Won given back at the provider. */
  refunded: number;
}

/**
 * POST /api/order/one/{orderId}/cancel, and POST /api/guest/order/cancel for a guest order: a PREPARING order is cancelled in one unit of
 * work. The order book locks the order's row (SELECT … FOR UPDATE) and moves it to CANCELLED with the reason, its
 * payment marked given back; promotions restores the coupon and returns the points (once per order); last, while
 * the row is still locked, the provider refunds. If the provider refuses or cannot be reached, the unit rolls back
 * and nothing changes. A second cancel, or a staff move at the same moment, waits for the lock and then finds the
 * order CANCELLED (refused); if the staff move won, this cancel finds SHIPPING and is refused. One refund at most.
 */
@Injectable()
export class CancelOrderService {
  private readonly logger = new Logger(CancelOrderService.name);

  constructor(
    @Inject(ORDER_BOOK) private readonly orders: OrderBookPort,
    @Inject(CHECKOUT_PROMOTIONS) private readonly promotions: CheckoutPromotionsPort,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGatewayPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: CancelOrderCommand): Promise<Result<CancelledOrder>> {
    let refundedAtProvider = false;
    try {
      return await this.unitOfWork.run(async (): Promise<Result<CancelledOrder>> => {
        const now = this.clock.now();
        const cancelled = await this.orders.cancel(command.owner, command.orderId, command.reason, now);
        if (!cancelled.ok) return cancelled.code === 'ORDERING.ORDER_NOT_FOUND' ? CheckoutFailures.orderPathInvalid() : cancelled;
        const { order, refunds } = cancelled.value;
        await this.promotions.restoreForOrder(order.id, now);
        // A payment another gateway took (the configuration changed since) is not sent to this one.
        const foreign = refunds.find((refund) => refund.gateway !== this.gateway.name);
        if (foreign) {
          this.logger.error(`order ${order.id}: paid through ${foreign.gateway}, but ${this.gateway.name} is configured; not cancelled`);
          return CheckoutFailures.refundFailed();
        }
        // The outside call comes last: everything before it rolls back if the provider refuses.
        for (const refund of refunds) {
          await this.gateway.cancel({ tid: refund.tid, orderId: order.orderNumber, amount: refund.amount, reason: CheckoutMessages.memberCancelRefund });
        }
        refundedAtProvider = refunds.length > 0;
        return ok({ orderId: order.id, refunded: refunds.reduce((sum, refund) => sum + refund.amount, 0) });
      });
    } catch (error) {
      if (refundedAtProvider) {
        this.logger.error(`order ${command.orderId}: refunded at the provider but the cancel could not be committed; settle it by hand: ${String(error)}`);
      }
      if (!(error instanceof OutsideServiceUnavailableError)) throw error;
      this.logger.warn(`order ${command.orderId}: the provider did not refund the cancel, nothing changed: ${error.message}`);
      return CheckoutFailures.refundFailed();
    }
  }
}
