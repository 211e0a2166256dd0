import { Inject, Injectable } from '@nestjs/common';
import { ok, type Result } from '../../../../shared/domain/result';
import { OrderingFailures } from '../../domain/ordering-failures';
import { ORDER_PROMOTIONS, ORDER_REFUNDS } from '../ordering.di-tokens';
import type { OrderPromotionsPort, ReturnShare } from '../ports/order-promotions.port';
import { ORDER_REFUND_CAUSES, type OrderRefundCause, type OrderRefundsPort, type SettledRefundFact } from '../ports/order-refunds.port';

/** A payment the decision gives back: all of it, or with `partial` only `amount` won. */
export interface PaymentDue {
  gateway: string;
  tid: string;
  amount: number;
  partial?: boolean;
}

/** What the decision gives back for: a cancel restores the coupon and the points; a return settles its share. */
export type GiveBackFor = { cause: 'member-cancel' | 'staff-cancel' } | { cause: 'return'; share: ReturnShare };

export interface GivenBack {
  /** Won to be given back at the provider. */
  refunded: number;
  /** True while the provider has not confirmed it yet (the member reads "환불 처리 중"). */
  pending: boolean;
}

const settlementOf = (what: GiveBackFor): Record<string, unknown> | null => (what.cause === 'return' ? { share: what.share } : null);

/**
 * Ordering decides what is refunded and why; payments moves the money. The one refund flow of member cancels, staff
 * cancels and returns at inspection (exported for cart-checkout's cancels). Inside the decision's unit of work: a
 * payment another gateway took refuses the decision; with nothing to give back (a points-only order) the coupon and
 * points settle at once; otherwise payments writes the refunds and their jobs, and the coupon and points settle only
 * when the provider confirmed (`settle`, which payments calls in its confirming unit of work through
 * RefundSettlementListener). The provider is never called inside the decision.
 */
@Injectable()
export class RefundFlowService {
  constructor(
    @Inject(ORDER_REFUNDS) private readonly refunds: OrderRefundsPort,
    @Inject(ORDER_PROMOTIONS) private readonly promotions: OrderPromotionsPort,
  ) {}

  async giveBack(order: { id: number; orderNumber: string }, dues: readonly PaymentDue[], what: GiveBackFor, reason: string, now: Date): Promise<Result<GivenBack>> {
    if (dues.some((due) => due.gateway !== this.refunds.gateway)) return OrderingFailures.refundGatewayChanged();
    const owed = dues.filter((due) => due.amount > 0);
    const refunded = owed.reduce((sum, due) => sum + due.amount, 0);
    if (owed.length === 0) {
      await this.settle(order.id, what.cause, settlementOf(what), now);
      return ok({ refunded: 0, pending: false });
    }
    await this.refunds.request(
      owed.map((due) => ({
        orderId: order.id,
        orderNumber: order.orderNumber,
        gateway: due.gateway,
        tid: due.tid,
        amount: due.amount,
        partial: due.partial ?? false,
        cause: what.cause,
        reason,
        settlement: settlementOf(what),
      })),
    );
    return ok({ refunded, pending: true });
  }

  /**
   * Payments confirmed a refund (its RefundSettlementListener, in the confirming unit of work). Only ordering's own
   * refunds settle a coupon and points: another context's give-back (the checkout's, of an approval it could not keep)
   * has none of ordering's to settle.
   */
  async refundSettled(refund: SettledRefundFact, now: Date): Promise<void> {
    const cause = ORDER_REFUND_CAUSES.find((known) => known === refund.cause);
    if (cause) await this.settle(refund.orderId, cause, refund.settlement, now);
  }

  /** The money went back (or there was none): a cancel's coupon and points come back, a return settles its share. */
  async settle(orderId: number, cause: OrderRefundCause, settlement: Record<string, unknown> | null, now: Date): Promise<void> {
    if (cause === 'return') {
      const share = (settlement as { share?: ReturnShare } | null)?.share;
      if (share) await this.promotions.settleReturn(orderId, share, now);
      return;
    }
    await this.promotions.restoreForOrder(orderId, now);
  }
}
