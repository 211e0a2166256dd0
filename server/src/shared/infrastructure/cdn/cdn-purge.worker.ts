import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CDN_PURGE, type CdnPurgePort } from '../../application/cdn-purge.port';
import { JOB_QUEUE, type JobQueuePort } from '../../application/jobs/job-queue.port';
import { CDN_PURGE_JOB, type CdnPurgeJob } from '../../application/public-cache-purger';

/** Runs the purge jobs against the configured CDN; a failed purge is retried with backoff, then dead-lettered. */
@Injectable()
export class CdnPurgeWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueuePort,
    @Inject(CDN_PURGE) private readonly cdn: CdnPurgePort,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<CdnPurgeJob>(CDN_PURGE_JOB, (job) => this.cdn.purge(job.tags));
  }
}
