import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import type { RetentionTask } from '../../../../../shared/application/housekeeping/retention-task';
import { MARKETING_IMAGE_UPLOADS } from '../../../catalog.di-tokens';
import { unusedMarketingImageCutoff } from '../../../domain/marketing-image-retention';
import type { MarketingImageUploadsPort } from '../../ports/marketing-image-uploads.port';

/**
 * The catalog's retention task: banner and popup images uploaded over a day ago that no banner or popup uses
 * (never saved, replaced, or their popup deleted) are deleted from storage. Images in use stay, however old.
 */
@Injectable()
export class PurgeUnusedMarketingImagesService implements RetentionTask {
  readonly name = 'marketing-images';

  constructor(
    @Inject(MARKETING_IMAGE_UPLOADS) private readonly uploads: MarketingImageUploadsPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
  ) {}

  async purge(now: Date): Promise<Record<string, number>> {
    const keys = await this.uploads.takeUnusedBefore(unusedMarketingImageCutoff(now));
    let failed = 0;
    for (const key of keys) {
      // One failing delete must not strand the rest: their records are already gone.
      await this.storage.delete(key).catch(() => (failed += 1));
    }
    return failed === 0 ? { marketingImages: keys.length } : { marketingImages: keys.length - failed, marketingImageFailures: failed };
  }
}
