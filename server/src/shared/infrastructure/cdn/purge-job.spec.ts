import { CdnPurgeWorker } from './cdn-purge.worker';
import { NoCdnPurge } from './no-cdn-purge';
import { CDN_PURGE_EXPIRE_IN_SECONDS, CDN_PURGE_JOB, PublicCachePurger } from '../../application/public-cache-purger';
import { InMemoryJobQueue } from '../../application/testing/in-memory-job-queue';
import { RecordingCdnPurge } from '../../application/testing/recording-cdn-purge';
import { waitUntil } from '../../application/testing/wait-until';

describe('PublicCachePurger', () => {
  it('enqueues a purge job after a change, with its expiry, which the worker sends to the CDN', async () => {
    const jobs = new InMemoryJobQueue();
    const enqueue = jest.spyOn(jobs, 'enqueue');
    const cdn = new RecordingCdnPurge();
    await new CdnPurgeWorker(jobs, cdn).onApplicationBootstrap();
    await new PublicCachePurger(jobs, cdn).purgeLater(['catalog']);
    await waitUntil('the purge', () => cdn.purged.length === 1);
    expect(cdn.purged).toEqual([['catalog']]);
    expect(enqueue).toHaveBeenCalledWith(CDN_PURGE_JOB, { tags: ['catalog'] }, { expireInSeconds: CDN_PURGE_EXPIRE_IN_SECONDS });
  });

  it('enqueues nothing when there is no CDN to purge, or no tag', async () => {
    const jobs = new InMemoryJobQueue();
    const enqueue = jest.spyOn(jobs, 'enqueue');
    await new PublicCachePurger(jobs, new NoCdnPurge()).purgeLater(['catalog', 'marketing']);
    await new PublicCachePurger(jobs, new RecordingCdnPurge()).purgeLater([]);
    expect(enqueue).not.toHaveBeenCalled();
  });
});
