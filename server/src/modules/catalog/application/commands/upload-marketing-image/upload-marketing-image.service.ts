import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import {
  GOODS_IMAGE_PROCESSOR,
  GOODS_IMAGE_REJECTION_MESSAGES,
  type GoodsImageProcessorPort,
} from '../../../../../shared/application/goods-image-processor.port';
import { type Result, fail, ok } from '../../../../../shared/domain/result';
import { MARKETING_IMAGE_UPLOADS } from '../../../catalog.di-tokens';
import type { MarketingImageUploadsPort } from '../../ports/marketing-image-uploads.port';

export type MarketingImageKind = 'banners' | 'popups';

/**
 * An image for a banner or a popup, uploaded from the console instead of the spec's FTP step: checked by its
 * content (a disguised file is refused), re-encoded as the large WebP variant and stored under a fresh key. The
 * answer is its URL, which staff then save in the banner or popup. The upload is recorded: housekeeping deletes
 * it once a day has passed and no banner or popup uses it (never saved, or replaced since).
 */
@Injectable()
export class UploadMarketingImageService {
  constructor(
    @Inject(GOODS_IMAGE_PROCESSOR) private readonly processor: GoodsImageProcessorPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
    @Inject(MARKETING_IMAGE_UPLOADS) private readonly uploads: MarketingImageUploadsPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(kind: MarketingImageKind, file: Buffer | undefined): Promise<Result<{ url: string }>> {
    if (!file || file.length === 0) return fail('invalid', 'CATALOG.IMAGE_REQUIRED', '이미지를 선택해주세요.');
    const outcome = await this.processor.process(file);
    if (!outcome.ok) {
      const kindOf = outcome.reason === 'too-large' ? 'too-large' : 'invalid';
      return fail(kindOf, 'CATALOG.IMAGE_REJECTED', GOODS_IMAGE_REJECTION_MESSAGES[outcome.reason]);
    }
    const key = `${kind}/${randomUUID()}.${outcome.image.large.extension}`;
    await this.storage.put(key, outcome.image.large.data, outcome.image.large.contentType);
    const url = this.storage.url(key);
    await this.uploads.record({ key, url, uploadedAt: this.clock.now() });
    return ok({ url });
  }
}
