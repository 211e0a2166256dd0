import type { OrderState } from './order';

/** Money given back to the shopper's payment, and when: a cancel gives back the payment, a return its approved refund. */
export interface Refund {
  kind: 'cancel' | 'return';
  amount: number;
  at: Date;
}

/**
 * The order's refunds, oldest first. An approved return's refund is the claim's (a partial one leaves the payment
 * live; the whole remainder also marks the payment given back, which is the same refund, not a second one); any
 * other payment given back was a cancel of the whole payment.
 */
export function refundsOf(order: Pick<OrderState, 'payments' | 'claim'>): Refund[] {
  const claim = order.claim;
  if (claim && claim.kind === 'return' && claim.outcome === 'approved' && claim.refund !== null && claim.refund > 0 && claim.decidedAt) {
    return [{ kind: 'return', amount: claim.refund, at: claim.decidedAt }];
  }
  return order.payments
    .filter((payment) => payment.cancelled && payment.cancelledAt !== null)
    .map((payment) => ({ kind: 'cancel' as const, amount: payment.amount, at: payment.cancelledAt as Date }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}
