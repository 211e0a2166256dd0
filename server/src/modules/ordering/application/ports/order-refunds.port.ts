/** A refund of an order as payments reports it: pending until the provider confirmed, failed when a person must act. */
export interface OrderRefundFact {
  orderId: number;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  requestedAt: Date;
  settledAt: Date | null;
  lastError: string | null;
}

/** A refund that used up its tries: what the dashboard lists for a person to act on. */
export interface FailedRefundFact {
  orderId: number;
  orderNumber: string;
  amount: number;
  failedAt: Date;
  lastError: string | null;
}

/** Why ordering gives money back: the causes of the refunds it asks for, and so the only ones it settles. */
export const ORDER_REFUND_CAUSES = ['member-cancel', 'staff-cancel', 'return'] as const;
export type OrderRefundCause = (typeof ORDER_REFUND_CAUSES)[number];

/** A refund the provider confirmed, as payments reports it to the context that asked for it. */
export interface SettledRefundFact {
  orderId: number;
  cause: string;
  settlement: Record<string, unknown> | null;
}

/** One payment to give back, as the deciding use case asks for it. */
export interface OrderRefundRequest {
  orderId: number;
  orderNumber: string;
  gateway: string;
  tid: string;
  amount: number;
  partial: boolean;
  cause: OrderRefundCause;
  reason: string;
  /** Handed back on confirmation: what the coupon and points settlement needs (a return's share). */
  settlement: Record<string, unknown> | null;
}

/**
 * Payments as ordering uses it (adapter: payments' RequestRefundsService and RefundLedgerService): refunds asked for
 * inside the decision's unit of work (written with their job; the provider is called after the commit), and read back.
 */
export interface OrderRefundsPort {
  /** The gateway card payments go through now ('sandbox' | 'nicepay'): a payment another one took is never sent to it. */
  readonly gateway: string;
  request(refunds: readonly OrderRefundRequest[]): Promise<void>;
  ofOrders(orderIds: readonly number[]): Promise<OrderRefundFact[]>;
  /** The failed ones, newest first, and how many there are. */
  failed(limit: number): Promise<{ count: number; newest: FailedRefundFact[] }>;
}
