import { Inject, Injectable } from '@nestjs/common';
import type { Refund } from '../../domain/refund';
import { REFUNDS } from '../payments.di-tokens';
import type { RefundRepositoryPort } from '../ports/refund.repository.port';

/** The refunds as other contexts read them: an order's, for its pages; the failed ones, for the console. */
@Injectable()
export class RefundLedgerService {
  constructor(@Inject(REFUNDS) private readonly refunds: RefundRepositoryPort) {}

  ofOrders(orderIds: readonly number[]): Promise<Refund[]> {
    return this.refunds.ofOrders(orderIds);
  }

  failed(limit = 100): Promise<Refund[]> {
    return this.refunds.failed(limit);
  }

  countFailed(): Promise<number> {
    return this.refunds.countFailed();
  }
}
