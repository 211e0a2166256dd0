import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUE, type JobQueuePort } from '../../../../../shared/application/jobs/job-queue.port';
import type { StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { BackofficeFailures } from '../../../domain/backoffice-failures';
import { AuditTrailService } from '../../services/audit-trail.service';

/** Enqueues a failed job again with a fresh set of tries (owner), and audits it with the job's name, error and tries. An unknown or settled job: not found. */
@Injectable()
export class RetryFailedJobService {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueuePort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    private readonly trail: AuditTrailService,
  ) {}

  async execute(id: string, by: StaffActor): Promise<Result<void>> {
    const job = await this.jobs.retry(id);
    if (!job) return BackofficeFailures.jobNotFound();
    return this.unitOfWork.run(async () => {
      await this.trail.changed(by, {
        action: 'job.retry',
        targetType: 'job',
        targetId: id,
        before: { name: job.name, error: job.error, attempts: job.attempts, state: 'failed' },
        after: { name: job.name, state: 'retry' },
      });
      return ok(undefined);
    });
  }
}
