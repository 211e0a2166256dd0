import { Injectable } from '@nestjs/common';
import { RefundLedgerService } from '../../../payments/application/queries/refund-ledger.service';
import type { FailedRefundFact, OrderRefundFact, OrderRefundsPort } from '../../application/ports/order-refunds.port';

/** OrderRefundsPort through payments' RefundLedgerService. */
@Injectable()
export class PaymentsOrderRefundsAdapter implements OrderRefundsPort {
  constructor(private readonly ledger: RefundLedgerService) {}

  async failed(limit: number): Promise<{ count: number; newest: FailedRefundFact[] }> {
    const [count, newest] = await Promise.all([this.ledger.countFailed(), this.ledger.failed(limit)]);
    return {
      count,
      newest: newest.map((refund) => ({ orderId: refund.orderId, orderNumber: refund.orderNumber, amount: refund.amount, failedAt: refund.settledAt ?? refund.requestedAt, lastError: refund.lastError })),
    };
  }

  async ofOrders(orderIds: readonly number[]): Promise<OrderRefundFact[]> {
    return (await this.ledger.ofOrders(orderIds)).map((refund) => ({
      orderId: refund.orderId,
      amount: refund.amount,
      status: refund.status,
      requestedAt: refund.requestedAt,
      settledAt: refund.settledAt,
      lastError: refund.lastError,
    }));
  }
}
