import { Inject, Injectable } from '@nestjs/common';
import { RequestRefundsService } from '../../../payments/application/commands/request-refunds/request-refunds.service';
import { PAYMENT_GATEWAY } from '../../../payments/application/payments.di-tokens';
import type { PaymentGatewayPort } from '../../../payments/application/ports/payment-gateway.port';
import { RefundLedgerService } from '../../../payments/application/queries/refund-ledger.service';
import type { FailedRefundFact, OrderRefundFact, OrderRefundRequest, OrderRefundsPort } from '../../application/ports/order-refunds.port';

/** OrderRefundsPort through payments' RequestRefundsService (in the caller's unit of work) and RefundLedgerService. */
@Injectable()
export class PaymentsOrderRefundsAdapter implements OrderRefundsPort {
  constructor(
    private readonly requests: RequestRefundsService,
    private readonly ledger: RefundLedgerService,
    @Inject(PAYMENT_GATEWAY) private readonly payments: Pick<PaymentGatewayPort, 'name'>,
  ) {}

  get gateway(): string {
    return this.payments.name;
  }

  async request(refunds: readonly OrderRefundRequest[]): Promise<void> {
    await this.requests.request(refunds);
  }

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
