import { Inject, Injectable } from '@nestjs/common';
import type { RetentionTask } from '../../../../../shared/application/housekeeping/retention-task';
import { ORDER_BOOK } from '../../cart-checkout.di-tokens';
import type { OrderBookPort } from '../../ports/order-book.port';

/** A saved order not paid within a day will not be (the provider's authentication lasts minutes): it is closed. */
export const PENDING_EXPIRES_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 50;
const EXPIRED = '결제 시간이 지나 주문이 취소되었습니다.';

/**
 * Orders saved but never paid nor given up (a closed tab) are closed after a day, so they stop holding their attempt
 * key. No money moved for them, so this is the checkout's own rule; approvals left in flight are payments'
 * (their reconciliation, on its own schedule). Runs with housekeeping, one instance at a time.
 */
@Injectable()
export class ExpireUnpaidOrdersService implements RetentionTask {
  readonly name = 'unpaid-orders';

  constructor(@Inject(ORDER_BOOK) private readonly orders: OrderBookPort) {}

  async purge(now: Date): Promise<Record<string, number>> {
    const stale = await this.orders.findStalePending(new Date(now.getTime() - PENDING_EXPIRES_AFTER_MS), BATCH);
    let expired = 0;
    for (const order of stale) {
      // A return that claimed it in between (after a day: practically never) then fails to record its payment, and
      // ApprovePaymentService gives the approval back: nothing stays taken.
      if ((await this.orders.failPayment(order.id, EXPIRED, now)).ok) expired += 1;
    }
    return { expiredOrders: expired };
  }
}
