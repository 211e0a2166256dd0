import { Inject, Injectable, Logger } from '@nestjs/common';
import { PAYMENT_CONFIG, type PaymentConfig } from '../../../../../config/payment.config';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Refund, refundRefused, refundRetried, refundSucceeded, refundTryFailed } from '../../../domain/refund';
import { PAYMENT_GATEWAY, REFUNDS } from '../../payments.di-tokens';
import type { PaymentGatewayPort } from '../../ports/payment-gateway.port';
import type { RefundRepositoryPort } from '../../ports/refund.repository.port';
import { RefundSettlements } from '../../refund-settlements';
import type { RefundJob } from '../request-refunds/request-refunds.service';

/**
 * The refund job (payments.refund), after the decision committed: calls the provider outside any transaction, with
 * the refund's idempotency key, then records the outcome.
 * - Given back: one unit of work locks the refund, marks it succeeded and tells the requester (its coupon and points
 *   come back in that same unit). A refund already succeeded is left alone, so a job run twice settles once.
 * - Refused or unreachable: the try is counted and the job throws, so the queue retries it with backoff; after the
 *   last try the refund is failed (the console asks a person) and the job waits in the dead-letter queue, where staff
 *   may retry it once the cause is fixed (it is pending again while the retry runs).
 * - Given back already (an earlier try went through while its answer, or the commit recording it, was lost): the
 *   provider's own account of the payment says so, and the refund is recorded as succeeded without a second cancel.
 * - Paid through another gateway than the one configured: failed at once, never sent to the wrong provider; the job
 *   throws, so it waits in the dead-letter queue too.
 */
@Injectable()
export class ExecuteRefundService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @Inject(REFUNDS) private readonly refunds: RefundRepositoryPort,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGatewayPort,
    private readonly settlements: RefundSettlements,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(PAYMENT_CONFIG) private readonly payment: Pick<PaymentConfig, 'refundRetry'>,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute({ refundId }: RefundJob): Promise<void> {
    const refund = await this.refunds.byId(refundId);
    if (!refund || refund.status === 'succeeded') return;
    // Staff retried it from the dead-letter queue (작업): the order reads pending again while it runs.
    if (refund.status === 'failed') await this.record(refundId, refundRetried);
    if (refund.gateway !== this.gateway.name) {
      this.logger.error({ msg: 'refund paid through another gateway than the configured one: not sent; settle it by hand', refundId, gateway: refund.gateway });
      const reason = `paid through ${refund.gateway}, but ${this.gateway.name} is configured`;
      await this.record(refundId, (locked) => refundRefused(locked, reason, this.clock.now()));
      // Thrown, so the job ends in the dead-letter queue (작업) the console's card points to, to be retried once fixed.
      throw new Error(`refund ${refundId} not sent: ${reason}`);
    }
    if (await this.alreadyGivenBack(refund)) {
      this.logger.warn({ msg: 'the provider had given this refund back already (an earlier try\'s answer or its commit was lost): recorded, not sent again', refundId, orderId: refund.orderId });
      await this.settle(refundId);
      return;
    }
    try {
      await this.gateway.cancel({ tid: refund.tid, orderId: refund.orderNumber, amount: refund.amount, reason: refund.reason, partial: refund.partial, idempotencyKey: refund.idempotencyKey });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const after = await this.record(refundId, (locked) => refundTryFailed(locked, message, this.clock.now(), this.payment.refundRetry.retryLimit + 1));
      if (after?.status === 'failed') this.logger.error({ msg: 'refund failed after its last try: a person must act (console: the order, the dashboard)', refundId, orderId: refund.orderId });
      throw error;
    }
    await this.settle(refundId);
    this.logger.log({ msg: 'refund given back', refundId, orderId: refund.orderId, amount: refund.amount });
  }

  /**
   * Whether the provider has given this refund back already: what it says it has given back of the payment covers the
   * refunds recorded as succeeded and this one. Only when no other refund of the payment is unsettled (two pending
   * refunds of one payment cannot be told apart by their sum): then the cancel is sent, and a duplicate refusal
   * leaves the refund to a person. The provider not knowing (null) sends the cancel as usual.
   */
  private async alreadyGivenBack(refund: Refund): Promise<boolean> {
    const others = (await this.refunds.ofOrders([refund.orderId])).filter((other) => other.tid === refund.tid && other.id !== refund.id);
    if (others.some((other) => other.status !== 'succeeded')) return false;
    const refunded = await this.gateway.refundedSoFar(refund.tid);
    if (refunded === null) return false;
    const recorded = others.reduce((sum, other) => sum + other.amount, 0);
    return refunded >= recorded + refund.amount;
  }

  /** Marks the refund succeeded and tells the requester, in one unit (its coupon and points come back with it). */
  private async settle(refundId: number): Promise<void> {
    await this.unitOfWork.run(async () => {
      const locked = await this.refunds.lock(refundId);
      if (!locked || locked.status === 'succeeded') return;
      const now = this.clock.now();
      const done = refundSucceeded(locked, now);
      await this.refunds.save(done);
      await this.settlements.settled(done, now);
    });
  }

  private record(refundId: number, change: (refund: Refund) => Refund): Promise<Refund | null> {
    return this.unitOfWork.run(async () => {
      const locked = await this.refunds.lock(refundId);
      if (!locked) return null;
      const changed = change(locked);
      await this.refunds.save(changed);
      return changed;
    });
  }
}
