/** Why the checkout gives money back (payments' refund causes). */
export type CheckoutRefundCause = 'member-cancel' | 'staff-cancel' | 'return';

/** One payment to give back, as the deciding use case asks for it. */
export interface CheckoutRefund {
  orderId: number;
  orderNumber: string;
  gateway: string;
  tid: string;
  amount: number;
  partial: boolean;
  cause: CheckoutRefundCause;
  reason: string;
  /** Handed back on confirmation: what the coupon and points settlement needs (a return's share). */
  settlement: Record<string, unknown> | null;
}

/**
 * Refunds through payments (adapter: payments' RequestRefundsService). Called inside the decision's unit of work:
 * the refund and its job are written with the decision, and the provider is called after the commit.
 */
export interface CheckoutRefundsPort {
  request(refunds: readonly CheckoutRefund[]): Promise<void>;
}
