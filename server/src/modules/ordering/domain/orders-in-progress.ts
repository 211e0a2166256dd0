import type { OrderStatus } from './order-status';

/**
 * Orders still under way for the member: money being approved, goods being prepared or on the road, a return
 * or an exchange asked and not settled. A member with any of them cannot withdraw (membership asks through
 * OrderBookService.countInProgress).
 */
export const IN_PROGRESS_STATUSES: readonly OrderStatus[] = ['PAYMENT_APPROVING', 'PREPARING', 'SHIPPING', 'RETURN_REQUESTED', 'EXCHANGE_REQUESTED'];

export function countInProgress(counts: Partial<Record<OrderStatus, number>>): number {
  return IN_PROGRESS_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}
