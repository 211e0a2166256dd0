import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JOB_QUEUE, type JobQueuePort } from '../../../../shared/application/jobs/job-queue.port';
import { ExecuteRefundService } from '../../application/commands/execute-refund/execute-refund.service';
import { REFUND_JOB, type RefundJob } from '../../application/commands/request-refunds/request-refunds.service';

/** Runs the refund jobs (on the worker process, or in the web process with WORKER_IN_PROCESS=true). */
@Injectable()
export class RefundWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueuePort,
    private readonly refunds: ExecuteRefundService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<RefundJob>(REFUND_JOB, (job) => this.refunds.execute(job));
  }
}
