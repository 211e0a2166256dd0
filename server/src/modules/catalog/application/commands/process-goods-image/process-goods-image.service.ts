import { Inject, Injectable, Logger } from '@nestjs/common';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { GOODS_IMAGE_PROCESSOR, type GoodsImageProcessorPort, type GoodsImageVariant } from '../../../../../shared/application/goods-image-processor.port';
import { PublicCachePurger } from '../../../../../shared/application/public-cache-purger';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { GOODS_IMAGE_WORK_REPOSITORY } from '../../../catalog.di-tokens';
import type { GoodsImageWorkRepositoryPort } from '../../ports/goods-image-work.repository.port';
import type { GoodsImageJob } from '../../services/goods-image-store';

/**
 * The goods image job (catalog.goods-image): reads the private original back, draws the two WebP sizes (sharp, with
 * its render time limit) and stores them under the keys decided at the upload, then in one unit of work marks the
 * image READY (a thumbnail becomes the goods' own) and asks for a purge of the catalog's cached pages; last, the
 * original is deleted.
 *
 * A file that cannot be drawn (corrupt past its header, a render time-out) is a deterministic failure: the image is
 * marked FAILED with the reason and the job ends without an error, so pg-boss does not try it again. A storage or
 * database failure throws, and the job is retried. Running twice is harmless: an image no longer PROCESSING (done, failed,
 * or removed by staff meanwhile) only has its original cleaned up, and a run after a crash replaces the sizes a
 * previous run stored.
 */
@Injectable()
export class ProcessGoodsImageService {
  private readonly logger = new Logger(ProcessGoodsImageService.name);

  constructor(
    @Inject(GOODS_IMAGE_WORK_REPOSITORY) private readonly images: GoodsImageWorkRepositoryPort,
    @Inject(GOODS_IMAGE_PROCESSOR) private readonly processor: GoodsImageProcessorPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    private readonly purger: PublicCachePurger,
  ) {}

  async execute(job: GoodsImageJob): Promise<void> {
    const image = await this.images.find(job.imageId);
    if (!image || image.status !== 'PROCESSING') {
      await this.storage.delete(job.originalKey);
      return;
    }
    const original = await this.storage.get(job.originalKey);
    const outcome = original ? await this.processor.process(original) : ({ ok: false, reason: 'unreadable' } as const);
    if (!outcome.ok) {
      this.logger.warn(`goods image ${job.imageId} could not be drawn: ${outcome.reason}`);
      await this.unitOfWork.run(() => this.images.markFailed(job.imageId, outcome.reason));
      await this.storage.delete(job.originalKey);
      return;
    }
    await this.store(job.largeKey, outcome.image.large);
    await this.store(job.thumbKey, outcome.image.thumbnail);
    const ready = await this.unitOfWork.run(async () => {
      const marked = await this.images.markReady(job.imageId);
      if (marked) await this.purger.purgeLater(['catalog']);
      return marked;
    });
    if (!ready && !(await this.images.find(job.imageId))) {
      // Staff removed the image while it was drawn: its sizes are no one's.
      await Promise.all([job.largeKey, job.thumbKey].map((key) => this.storage.delete(key)));
    }
    await this.storage.delete(job.originalKey);
  }

  /** A run after a crash finds the sizes an earlier run stored: replaced, since a key is written once. */
  private async store(key: string, variant: GoodsImageVariant): Promise<void> {
    await this.storage.delete(key);
    await this.storage.put(key, variant.data, variant.contentType);
  }
}
