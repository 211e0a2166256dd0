import { Injectable } from '@nestjs/common';
import { RefundLedgerService } from '../../../payments/application/queries/refund-ledger.service';
import type { OrderRefundFact, OrderRefundsPort } from '../../application/ports/order-refunds.port';

/** OrderRefundsPort through payments' RefundLedgerService. */
@Injectable()
export class PaymentsOrderRefundsAdapter implements OrderRefundsPort {
  constructor(private readonly ledger: RefundLedgerService) {}

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
