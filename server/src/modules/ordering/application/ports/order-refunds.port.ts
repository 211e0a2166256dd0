/** A refund of an order as payments reports it: pending until the provider confirmed, failed when a person must act. */
export interface OrderRefundFact {
  orderId: number;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  requestedAt: Date;
  settledAt: Date | null;
  lastError: string | null;
}

/** The refunds of orders (adapter: payments' RefundLedgerService). */
export interface OrderRefundsPort {
  ofOrders(orderIds: readonly number[]): Promise<OrderRefundFact[]>;
}
