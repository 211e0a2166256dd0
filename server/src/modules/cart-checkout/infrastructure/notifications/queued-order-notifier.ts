import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUE, type JobQueuePort } from '../../../../shared/application/jobs/job-queue.port';
import type { OrderNotifierPort } from '../../application/ports/order-notifier.port';
import type { PaidOrderSummary } from '../../domain/order-paid-text';

/** The job that sends the paid-order text; its idempotency key is the order number. */
export const ORDER_PAID_TEXT_JOB = 'order-paid-text';
/** One Solapi call, cut off at 10 s (solapi-sms-sender.ts); kept short, as the shopper waits for the text. */
export const ORDER_PAID_TEXT_EXPIRE_IN_SECONDS = 30;

export type OrderPaidTextJob = PaidOrderSummary & { ordererPhone: string };

/**
 * Enqueues the confirmation text as a job (approve-payment calls it after the payment's unit of work commits), so a
 * crash or an SMS outage does not lose it, and a second approval of the same order does not send it twice.
 */
@Injectable()
export class QueuedOrderNotifier implements OrderNotifierPort {
  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueuePort) {}

  async orderPaid(order: OrderPaidTextJob): Promise<void> {
    if (!order.ordererPhone) return;
    const job: OrderPaidTextJob = {
      id: order.id,
      memberId: order.memberId,
      orderNumber: order.orderNumber,
      goodsTitle: order.goodsTitle,
      totalPrice: order.totalPrice,
      lines: order.lines,
      ordererPhone: order.ordererPhone,
    };
    await this.jobs.enqueue(ORDER_PAID_TEXT_JOB, job, { idempotencyKey: order.orderNumber, expireInSeconds: ORDER_PAID_TEXT_EXPIRE_IN_SECONDS });
  }
}
