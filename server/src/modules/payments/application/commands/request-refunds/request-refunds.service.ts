import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_CONFIG, type PaymentConfig } from '../../../../../config/payment.config';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { JOB_QUEUE, type JobQueuePort } from '../../../../../shared/application/jobs/job-queue.port';
import { type Refund, refundKey, type RefundRequest } from '../../../domain/refund';
import { REFUNDS } from '../../payments.di-tokens';
import type { RefundRepositoryPort } from '../../ports/refund.repository.port';

/** The job that gives one refund back at the provider; its data names the refund row. */
export const REFUND_JOB = 'payments.refund';
/** NicePay's look-up then its cancel, each cut off at PAYMENT_APPROVAL_TIMEOUT_MS (at most 120 s), and a few statements. */
export const REFUND_EXPIRE_IN_SECONDS = 300;

export interface RefundJob {
  refundId: number;
}

/**
 * What a decision calls, inside its own unit of work, to have money given back: each refund is written as a pending
 * row with its idempotency key, and its job is enqueued in the same transaction (an outbox). If the decision rolls
 * back, neither exists; once it commits, the job calls the provider (ExecuteRefundService). The provider is never
 * called here. The caller holds the order's row lock, so numbering the order's refunds cannot race.
 */
@Injectable()
export class RequestRefundsService {
  constructor(
    @Inject(REFUNDS) private readonly refunds: RefundRepositoryPort,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueuePort,
    @Inject(PAYMENT_CONFIG) private readonly payment: Pick<PaymentConfig, 'refundRetry'>,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async request(requests: readonly RefundRequest[]): Promise<Refund[]> {
    const written: Refund[] = [];
    for (const request of requests) {
      const n = (await this.refunds.countForOrder(request.orderId)) + 1;
      const refund = await this.refunds.add(request, refundKey(request.orderNumber, n), this.clock.now());
      await this.jobs.enqueue<RefundJob>(
        REFUND_JOB,
        { refundId: refund.id },
        { idempotencyKey: refund.idempotencyKey, retry: { ...this.payment.refundRetry, backoff: true }, expireInSeconds: REFUND_EXPIRE_IN_SECONDS },
      );
      written.push(refund);
    }
    return written;
  }
}
