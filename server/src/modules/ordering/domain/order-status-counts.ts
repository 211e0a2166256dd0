import type { OrderStatus } from './order-status';

/** My Page's summary boxes (spec: before, after, end, cancel, change, refund). */
export type OrderCountBucket = 'before' | 'after' | 'end' | 'cancel' | 'change' | 'refund';

export type OrderStatusCounts = { [B in OrderCountBucket]: number };

/**
 * Which box each state counts in; states awaiting or failing payment count nowhere (the
 * shopper has not bought anything yet). Requested and settled returns count as one box,
 * and so do exchanges: the spec's summary has one box each.
 */
export const COUNT_BUCKET: { readonly [S in OrderStatus]: OrderCountBucket | null } = {
  PENDING_PAYMENT: null,
  PAYMENT_APPROVING: null,
  PAYMENT_FAILED: null,
  PREPARING: 'before',
  SHIPPING: 'after',
  DELIVERED: 'end',
  CANCELLED: 'cancel',
  EXCHANGE_REQUESTED: 'change',
  EXCHANGED: 'change',
  RETURN_REQUESTED: 'refund',
  RETURNED: 'refund',
};

export function countByBucket(perStatus: Partial<Record<OrderStatus, number>>): OrderStatusCounts {
  const counts: OrderStatusCounts = { before: 0, after: 0, end: 0, cancel: 0, change: 0, refund: 0 };
  for (const [status, n] of Object.entries(perStatus) as [OrderStatus, number][]) {
    const bucket = COUNT_BUCKET[status];
    if (bucket) counts[bucket] += n;
  }
  return counts;
}

/** States a shopper's order list shows: everything but orders that were never paid for. */
export const LISTED_STATUSES: readonly OrderStatus[] = (Object.keys(COUNT_BUCKET) as OrderStatus[]).filter(
  (status) => status !== 'PENDING_PAYMENT' && status !== 'PAYMENT_FAILED',
);
