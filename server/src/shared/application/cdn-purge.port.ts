/**
 * What public answers are tagged with (`Cache-Tag`), so that a purge names a kind of answer, not every URL: the
 * catalog (lists, search, the detail with its newest reviews), a goods item's review pages, the banners and popups.
 */
export const CACHE_TAGS = ['catalog', 'reviews', 'marketing'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/**
 * Drops a CDN's copies of the public answers carrying the given cache tags, so a staff change shows at once instead
 * of after s-maxage. Adapters: none (no CDN, or one left to expire copies by itself) and Cloudflare's purge API. Called
 * only from the purge job, after the change committed; a failure throws and the job retries.
 */
export interface CdnPurgePort {
  /** Whether purging does anything: without a CDN to purge, a staff change enqueues no job. */
  readonly purges: boolean;
  purge(tags: readonly CacheTag[]): Promise<void>;
}

export const CDN_PURGE = Symbol('CDN_PURGE');
