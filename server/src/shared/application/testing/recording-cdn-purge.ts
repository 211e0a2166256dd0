import type { CacheTag, CdnPurgePort } from '../cdn-purge.port';

/** Unit specs' CdnPurgePort: keeps each purge's tags; passes cdn-purge.port-contract.ts like the real adapters. */
export class RecordingCdnPurge implements CdnPurgePort {
  readonly purged: CacheTag[][] = [];

  async purge(tags: readonly CacheTag[]): Promise<void> {
    this.purged.push([...tags]);
  }
}
