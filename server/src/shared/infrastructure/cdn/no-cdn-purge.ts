import type { CacheTag, CdnPurgePort } from '../../application/cdn-purge.port';

/** CDN_PURGE=none: no CDN in front of the shop, or one that keeps copies only for s-maxage. Nothing to purge. */
export class NoCdnPurge implements CdnPurgePort {
  readonly purges = false;

  async purge(_tags: readonly CacheTag[]): Promise<void> {}
}
