import type { RequestRefundsService } from '../../../payments/application/commands/request-refunds/request-refunds.service';
import type { InMemoryRefunds } from '../../../payments/application/testing/in-memory-refunds';
import type { FailedRefundFact, OrderRefundFact, OrderRefundRequest, OrderRefundsPort } from '../ports/order-refunds.port';

/** OrderRefundsPort on payments' real request service and its in-memory refunds, for specs that follow a refund through. */
export class PaymentsOrderRefunds implements OrderRefundsPort {
  constructor(
    private readonly requests: Pick<RequestRefundsService, 'request'>,
    private readonly rows: InMemoryRefunds,
    readonly gateway: string,
  ) {}

  async request(refunds: readonly OrderRefundRequest[]): Promise<void> {
    await this.requests.request(refunds);
  }

  async ofOrders(orderIds: readonly number[]): Promise<OrderRefundFact[]> {
    return (await this.rows.ofOrders(orderIds)).map(({ orderId, amount, status, requestedAt, settledAt, lastError }) => ({ orderId, amount, status, requestedAt, settledAt, lastError }));
  }

  async failed(limit: number): Promise<{ count: number; newest: FailedRefundFact[] }> {
    const failed = await this.rows.failed(limit);
    return {
      count: await this.rows.countFailed(),
      newest: failed.map((refund) => ({ orderId: refund.orderId, orderNumber: refund.orderNumber, amount: refund.amount, failedAt: refund.settledAt ?? refund.requestedAt, lastError: refund.lastError })),
    };
  }
}
