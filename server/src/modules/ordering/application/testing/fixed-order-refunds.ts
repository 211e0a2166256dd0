import type { OrderRefundFact, OrderRefundsPort } from '../ports/order-refunds.port';

/** The refunds a spec sets, per order (payments' ledger stand-in). */
export class FixedOrderRefunds implements OrderRefundsPort {
  constructor(readonly facts: OrderRefundFact[] = []) {}

  async ofOrders(orderIds: readonly number[]): Promise<OrderRefundFact[]> {
    return this.facts.filter((fact) => orderIds.includes(fact.orderId));
  }
}
