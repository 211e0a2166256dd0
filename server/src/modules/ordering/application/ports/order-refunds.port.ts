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

/** The refunds of orders (adapter: payments' RefundLedgerService). */
export interface OrderRefundsPort {
  ofOrders(orderIds: readonly number[]): Promise<OrderRefundFact[]>;
  /** The failed ones, newest first, and how many there are. */
  failed(limit: number): Promise<{ count: number; newest: FailedRefundFact[] }>;
}
