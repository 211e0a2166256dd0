import type { CacheTag, CdnPurgePort } from '../cdn-purge.port';

/** Unit specs' CdnPurgePort: a CDN that purges, keeping each purge's tags; passes cdn-purge.port-contract.ts like the real adapters. */
export class RecordingCdnPurge implements CdnPurgePort {
  readonly purges = true;
  readonly purged: CacheTag[][] = [];

  async purge(tags: readonly CacheTag[]): Promise<void> {
    this.purged.push([...tags]);
  }
}
