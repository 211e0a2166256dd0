import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RetentionTask } from '../../../../../shared/application/housekeeping/retention-task';
import { ORDER_BOOK } from '../../cart-checkout.di-tokens';
import { PAYMENT_GATEWAY } from '../../../../payments/application/payments.di-tokens';
import type { OrderBookPort } from '../../ports/order-book.port';
import type { PaymentGatewayPort } from '../../../../payments/application/ports/payment-gateway.port';

/** An approval still claimed after this long crashed half-way (the approval itself waits at most 15 s). */
export const STUCK_APPROVAL_AFTER_MS = 10 * 60_000;
/** After this long a provider that still refuses the cancel is not going to accept it: close and log. */
export const GIVE_UP_CANCEL_AFTER_MS = 24 * 60 * 60_000;
/** A saved order not paid within a day will not be (the provider's authentication lasts minutes): it is closed. */
export const PENDING_EXPIRES_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 50;
const REASON = '결제 확인이 지연되어 주문이 취소되었습니다.';
const EXPIRED = '결제 시간이 지나 주문이 취소되었습니다.';

/**
 * The safety net behind ApprovePaymentService: an order left PAYMENT_APPROVING (the process died
 * between the provider's approval and our commit, or the compensating cancel failed) is cancelled
 * at the provider and closed, so no money stays taken for an order we did not record. Runs with
 * housekeeping, one instance at a time. It also closes orders saved but left unpaid for a day.
 */
@Injectable()
export class ReconcileApprovalsService implements RetentionTask {
  readonly name = 'payment-approvals';
  private readonly logger = new Logger(ReconcileApprovalsService.name);

  constructor(
    @Inject(ORDER_BOOK) private readonly orders: OrderBookPort,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGatewayPort,
  ) {}

  async purge(now: Date): Promise<Record<string, number>> {
    const stuck = await this.orders.findStuckApprovals(new Date(now.getTime() - STUCK_APPROVAL_AFTER_MS), BATCH);
    let closed = 0;
    for (const order of stuck) {
      if (order.approvingTid) {
        try {
          await this.gateway.cancel({ tid: order.approvingTid, orderId: order.orderNumber, amount: order.totalPrice, reason: REASON });
        } catch (error) {
          const since = order.approvingSince?.getTime() ?? now.getTime();
          if (now.getTime() - since < GIVE_UP_CANCEL_AFTER_MS) {
            this.logger.warn(`order ${order.id}: cancel at the provider failed, retried next run: ${String(error)}`);
            continue;
          }
          this.logger.error(`order ${order.id}: the provider refused the cancel for a day; closing it for a person to check`);
        }
      }
      const failed = await this.orders.failPayment(order.id, REASON, now);
      if (failed.ok) closed += 1;
    }
    return { closedApprovals: closed, expiredOrders: await this.expireStalePending(now) };
  }

  /** Orders saved but never paid nor given up (a closed tab): closed, so they stop holding their attempt key. */
  private async expireStalePending(now: Date): Promise<number> {
    const stale = await this.orders.findStalePending(new Date(now.getTime() - PENDING_EXPIRES_AFTER_MS), BATCH);
    let expired = 0;
    for (const order of stale) {
      // A return that claimed it in between (after a day: practically never) then fails to record its payment, and
      // ApprovePaymentService cancels it at the provider: nothing stays taken.
      if ((await this.orders.failPayment(order.id, EXPIRED, now)).ok) expired += 1;
    }
    return expired;
  }
}
