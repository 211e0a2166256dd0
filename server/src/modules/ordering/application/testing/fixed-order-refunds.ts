import type { FailedRefundFact, OrderRefundFact, OrderRefundRequest, OrderRefundsPort } from '../ports/order-refunds.port';

/**
 * Payments' ledger as a spec sets it, per order: the facts given, and every refund requested since (recorded in
 * `requested`, read back pending). Passes order-refunds.port-contract.ts like the adapter on payments.
 */
export class FixedOrderRefunds implements OrderRefundsPort {
  readonly gateway = 'sandbox';
  readonly requested: OrderRefundRequest[] = [];

  private readonly numbers = new Map<number, string>();

  constructor(readonly facts: OrderRefundFact[] = []) {}

  async request(refunds: readonly OrderRefundRequest[]): Promise<void> {
    this.requested.push(...refunds);
    for (const refund of refunds) {
      this.facts.push({ orderId: refund.orderId, amount: refund.amount, status: 'pending', requestedAt: new Date(), settledAt: null, lastError: null });
      this.numbers.set(refund.orderId, refund.orderNumber);
    }
  }

  /** Plays a refund that used up its tries: the order's pending ones fail with `error`, newest failure last. */
  markFailed(orderId: number, error: string): void {
    for (const fact of this.facts.filter((each) => each.orderId === orderId && each.status === 'pending')) {
      this.facts.splice(this.facts.indexOf(fact), 1);
      this.facts.push({ ...fact, status: 'failed', lastError: error, settledAt: new Date() });
    }
  }

  async failed(limit: number): Promise<{ count: number; newest: FailedRefundFact[] }> {
    const failed = this.facts.filter((fact) => fact.status === 'failed').reverse();
    return {
      count: failed.length,
      newest: failed.slice(0, limit).map((fact) => ({ orderId: fact.orderId, orderNumber: this.numbers.get(fact.orderId) ?? `order-${fact.orderId}`, amount: fact.amount, failedAt: fact.settledAt ?? fact.requestedAt, lastError: fact.lastError })),
    };
  }

  async ofOrders(orderIds: readonly number[]): Promise<OrderRefundFact[]> {
    return this.facts.filter((fact) => orderIds.includes(fact.orderId));
  }
}
