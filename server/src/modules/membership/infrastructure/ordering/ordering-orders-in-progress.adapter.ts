import { Injectable } from '@nestjs/common';
import { OrderBookService } from '../../../ordering/application/services/order-book.service';
import type { OrdersInProgressPort } from '../../application/ports/orders-in-progress.port';

/** Membership's port onto the ordering context's exported order book; never its tables. */
@Injectable()
export class OrderingOrdersInProgressAdapter implements OrdersInProgressPort {
  constructor(private readonly orders: OrderBookService) {}

  countInProgress(memberId: number): Promise<number> {
    return this.orders.countInProgress(memberId);
  }

  async abandonPending(memberId: number, now: Date): Promise<void> {
    const abandoned = await this.orders.abandonPendingOf(memberId, now);
    // Only PENDING_PAYMENT orders, locked one by one: giving one up cannot be refused.
    if (!abandoned.ok) throw new Error(`abandoning member ${memberId}'s pending orders failed: ${abandoned.code}`);
  }
}
