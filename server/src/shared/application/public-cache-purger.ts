import { Inject, Injectable } from '@nestjs/common';
import type { CacheTag } from './cdn-purge.port';
import { JOB_QUEUE, type JobQueuePort } from './jobs/job-queue.port';

/** The job that purges the CDN (infrastructure/cdn/cdn-purge.worker.ts runs it, retried with backoff). */
export const CDN_PURGE_JOB = 'cdn-purge';

export interface CdnPurgeJob {
  tags: CacheTag[];
}

/**
 * Asks for a CDN purge after a change committed: a job, so the provider is never called in a request or a
 * transaction and a failing CDN is retried, then shown on the console's 작업 screen. A purge repeats harmlessly, so
 * the job carries no idempotency key.
 */
@Injectable()
export class PublicCachePurger {
  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueuePort) {}

  async purgeLater(tags: readonly CacheTag[]): Promise<void> {
    await this.jobs.enqueue<CdnPurgeJob>(CDN_PURGE_JOB, { tags: [...tags] });
  }
}
