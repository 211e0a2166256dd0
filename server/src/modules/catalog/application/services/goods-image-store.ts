import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, PRIVATE_STORAGE_PREFIX, type FileStoragePort } from '../../../../shared/application/file-storage.port';
import {
  GOODS_IMAGE_PROCESSOR,
  GOODS_IMAGE_REJECTION_MESSAGES,
  type GoodsImageProcessorPort,
} from '../../../../shared/application/goods-image-processor.port';
import { JOB_QUEUE, type JobQueuePort } from '../../../../shared/application/jobs/job-queue.port';
import { type Result, fail, ok } from '../../../../shared/domain/result';
import type { GoodsImageRole } from '../../domain/goods-image-status';
import type { NewGoodsImage } from '../ports/goods-admin.repository.port';

export interface GoodsUpload {
  filename: string;
  data: Buffer;
}

/** The job that draws one uploaded goods image's sizes (ProcessGoodsImageService); idempotency key: the image id. */
export const GOODS_IMAGE_JOB = 'catalog.goods-image';
/** Two sizes drawn (sharp stops each at 20 s) and six storage calls (S3: 5 s to connect, 30 s to answer, per try). */
export const GOODS_IMAGE_EXPIRE_IN_SECONDS = 300;

export interface GoodsImageJob {
  imageId: number;
  /** The uploaded file, under the private prefix: never served, deleted once the job is done with it. */
  originalKey: string;
  /** Where the job stores the product page's size and the lists' thumbnail, decided at the upload. */
  largeKey: string;
  thumbKey: string;
}

/** One upload accepted by the cheap checks: its original stored privately, the keys of its sizes decided. */
export interface AcceptedGoodsImage {
  originName: string;
  originalKey: string;
  largeKey: string;
  thumbKey: string;
}

/**
 * Goods images on their way in (issue 18). In the request: every upload inspected by its content without rendering
 * (all before any is stored: one refused file refuses the whole form, with the refusal's Korean message), then each
 * original stored under the private prefix and its final keys (`goods/<uuid>.webp`, `goods/<uuid>-thumb.webp`)
 * decided. The use case records the images as PROCESSING and calls `enqueue` in its unit of work, so the jobs exist
 * only if it commits; `discard` removes the originals when it does not. The drawing happens in the job.
 */
@Injectable()
export class GoodsImageStore {
  constructor(
    @Inject(GOODS_IMAGE_PROCESSOR) private readonly processor: GoodsImageProcessorPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueuePort,
  ) {}

  async accept(uploads: GoodsUpload[]): Promise<Result<AcceptedGoodsImage[]>> {
    for (const upload of uploads) {
      const inspection = await this.processor.inspect(upload.data);
      if (!inspection.ok) {
        return fail(inspection.reason === 'too-large' ? 'too-large' : 'invalid', 'CATALOG.GOODS_IMAGE_REJECTED', GOODS_IMAGE_REJECTION_MESSAGES[inspection.reason]);
      }
    }
    const accepted: AcceptedGoodsImage[] = [];
    try {
      for (const upload of uploads) {
        const name = randomUUID();
        const image = { originName: originNameOf(upload.filename), originalKey: `${PRIVATE_STORAGE_PREFIX}goods/${name}.upload`, largeKey: `goods/${name}.webp`, thumbKey: `goods/${name}-thumb.webp` };
        await this.storage.put(image.originalKey, upload.data, 'application/octet-stream');
        accepted.push(image);
      }
    } catch (error) {
      await this.discard(accepted);
      throw error;
    }
    return ok(accepted);
  }

  /** The row the use case records: a thumbnail is shown by its thumbnail size, an extra image by its large size. */
  newImage(image: AcceptedGoodsImage, role: GoodsImageRole): NewGoodsImage {
    return { role, src: this.storage.url(role === 'THUMB' ? image.thumbKey : image.largeKey), originName: image.originName };
  }

  /** Inside the use case's unit of work: one job per recorded image, keyed by its id (an outbox). */
  async enqueue(images: AcceptedGoodsImage[], imageIds: number[]): Promise<void> {
    for (const [index, image] of images.entries()) {
      const imageId = imageIds[index];
      await this.jobs.enqueue<GoodsImageJob>(
        GOODS_IMAGE_JOB,
        { imageId, originalKey: image.originalKey, largeKey: image.largeKey, thumbKey: image.thumbKey },
        { idempotencyKey: String(imageId), expireInSeconds: GOODS_IMAGE_EXPIRE_IN_SECONDS },
      );
    }
  }

  /** Best effort: an original left behind is only storage, never served (no row names it). */
  async discard(images: AcceptedGoodsImage[]): Promise<void> {
    await Promise.all(images.map((image) => this.storage.delete(image.originalKey).catch(() => undefined)));
  }
}

/** The uploader's file name as shown to staff: no folders, no control characters, at most 200 characters. */
function originNameOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'image.webp';
}
