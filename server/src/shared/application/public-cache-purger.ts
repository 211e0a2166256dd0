import { Inject, Injectable } from '@nestjs/common';
import { CDN_PURGE, type CacheTag, type CdnPurgePort } from './cdn-purge.port';
import { JOB_QUEUE, type JobQueuePort } from './jobs/job-queue.port';

/** The job that purges the CDN (infrastructure/cdn/cdn-purge.worker.ts runs it, retried with backoff). */
export const CDN_PURGE_JOB = 'cdn-purge';
/** One Cloudflare call, cut off at 10 s (cloudflare-cdn-purge.ts). */
export const CDN_PURGE_EXPIRE_IN_SECONDS = 30;

export interface CdnPurgeJob {
  tags: CacheTag[];
}

/**
 * Asks for a CDN purge after a change committed: a job, so the provider is never called in a request or a
 * transaction and a failing CDN is retried, then shown on the console's 작업 screen. A purge repeats harmlessly, so
 * the job carries no idempotency key. Without a CDN to purge (CDN_PURGE=none) nothing is enqueued.
 */
@Injectable()
export class PublicCachePurger {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueuePort,
    @Inject(CDN_PURGE) private readonly cdn: CdnPurgePort,
  ) {}

  async purgeLater(tags: readonly CacheTag[]): Promise<void> {
    if (!this.cdn.purges || !tags.length) return;
    await this.jobs.enqueue<CdnPurgeJob>(CDN_PURGE_JOB, { tags: [...tags] }, { expireInSeconds: CDN_PURGE_EXPIRE_IN_SECONDS });
  }
}
