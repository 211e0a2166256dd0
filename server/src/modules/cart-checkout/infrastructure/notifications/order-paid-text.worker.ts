import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JOB_QUEUE, type JobQueuePort } from '../../../../shared/application/jobs/job-queue.port';
import { ORDER_PAID_TEXT_JOB, type OrderPaidTextJob } from './queued-order-notifier';
import { SmsOrderNotifier } from './sms-order-notifier';

/** Sends the enqueued confirmation texts; a failed send is retried with backoff, then lands in the dead-letter queue. */
@Injectable()
export class OrderPaidTextWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueuePort,
    private readonly sms: SmsOrderNotifier,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<OrderPaidTextJob>(ORDER_PAID_TEXT_JOB, (order) => this.sms.orderPaid(order));
  }
}
