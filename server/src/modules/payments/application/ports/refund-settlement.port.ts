import type { Refund } from '../../domain/refund';

/**
 * What the context that asked for a refund does once the provider confirmed it (give the coupon and the points
 * back), inside the same unit of work that records the refund as succeeded. Payments defines it and the requester
 * implements it, so payments imports nothing of its callers (docs/architecture.md, "Payments").
 */
export interface RefundSettlementListener {
  refundSettled(refund: Refund, now: Date): Promise<void>;
}

export type { Refund, RefundCause, RefundRequest, RefundStatus } from '../../domain/refund';
