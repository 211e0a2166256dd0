import { Injectable } from '@nestjs/common';
import { RequestRefundsService } from '../../../payments/application/commands/request-refunds/request-refunds.service';
import type { CheckoutRefund, CheckoutRefundsPort } from '../../application/ports/checkout-refunds.port';

/** CheckoutRefundsPort through payments' RequestRefundsService (in the caller's unit of work). */
@Injectable()
export class PaymentsRefundsAdapter implements CheckoutRefundsPort {
  constructor(private readonly requests: RequestRefundsService) {}

  async request(refunds: readonly CheckoutRefund[]): Promise<void> {
    await this.requests.request(refunds);
  }
}
