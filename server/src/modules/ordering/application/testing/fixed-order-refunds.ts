import type { FailedRefundFact, OrderRefundFact, OrderRefundRequest, OrderRefundsPort } from '../ports/order-refunds.port';

/** The refunds a spec sets, per order (payments' ledger stand-in for the read side; requests are recorded). */
export class FixedOrderRefunds implements OrderRefundsPort {
  readonly gateway = 'sandbox';
  readonly requested: OrderRefundRequest[] = [];

  constructor(readonly facts: OrderRefundFact[] = []) {}

  async request(refunds: readonly OrderRefundRequest[]): Promise<void> {
    this.requested.push(...refunds);
  }

  async failed(limit: number): Promise<{ count: number; newest: FailedRefundFact[] }> {
    const failed = this.facts.filter((fact) => fact.status === 'failed').reverse();
    return {
      count: failed.length,
      newest: failed.slice(0, limit).map((fact) => ({ orderId: fact.orderId, orderNumber: `order-${fact.orderId}`, amount: fact.amount, failedAt: fact.settledAt ?? fact.requestedAt, lastError: fact.lastError })),
    };
  }

  async ofOrders(orderIds: readonly number[]): Promise<OrderRefundFact[]> {
    return this.facts.filter((fact) => orderIds.includes(fact.orderId));
  }
}
