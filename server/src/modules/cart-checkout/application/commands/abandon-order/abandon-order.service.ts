import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { ORDER_BOOK } from '../../cart-checkout.di-tokens';
import type { OrderBookPort, OrderOwner } from '../../ports/order-book.port';

/**
 * DELETE /api/order_view.php: the shopper closed the provider's window or its script failed. The
 * spec deletes the order; we close it as PAYMENT_FAILED instead, so the attempt stays on record
 * (docs/ordering.md). Coupon and points were never spent, so nothing is given back.
 */
@Injectable()
export class AbandonOrderService {
  constructor(
    @Inject(ORDER_BOOK) private readonly orders: OrderBookPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: { owner: OrderOwner; orderId: number }): Promise<Result<void>> {
    const abandoned = await this.orders.abandon(command.owner, command.orderId, this.clock.now());
    return abandoned.ok ? ok(undefined) : abandoned;
  }
}
