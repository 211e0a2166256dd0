import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStoragePort } from '../../../../shared/application/file-storage.port';
import {
  GOODS_IMAGE_PROCESSOR,
  GOODS_IMAGE_REJECTION_MESSAGES,
  type GoodsImageProcessorPort,
  type ProcessedGoodsImage,
} from '../../../../shared/application/goods-image-processor.port';
import { type Result, fail, ok } from '../../../../shared/domain/result';

export interface GoodsUpload {
  filename: string;
  data: Buffer;
}

/** One stored upload: the product page's size, the lists' thumbnail, and the keys to remove them again. */
export interface StoredGoodsImage {
  src: string;
  thumbSrc: string;
  originName: string;
  keys: string[];
}

/**
 * Goods images on their way in: every upload checked by its content and converted (all before any is stored: one
 * refused file refuses the whole form), then stored as `goods/<uuid>.webp` and `goods/<uuid>-thumb.webp`.
 * `discard` removes what was stored when the unit of work does not commit.
 */
@Injectable()
export class GoodsImageStore {
  constructor(
    @Inject(GOODS_IMAGE_PROCESSOR) private readonly processor: GoodsImageProcessorPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
  ) {}

  async store(uploads: GoodsUpload[]): Promise<Result<StoredGoodsImage[]>> {
    const processed: ProcessedGoodsImage[] = [];
    for (const upload of uploads) {
      const outcome = await this.processor.process(upload.data);
      if (!outcome.ok) {
        return fail(outcome.reason === 'too-large' ? 'too-large' : 'invalid', 'CATALOG.GOODS_IMAGE_REJECTED', GOODS_IMAGE_REJECTION_MESSAGES[outcome.reason]);
      }
      processed.push(outcome.image);
    }
    const stored: StoredGoodsImage[] = [];
    try {
      for (const [index, image] of processed.entries()) {
        const name = randomUUID();
        const key = `goods/${name}.webp`;
        const thumbKey = `goods/${name}-thumb.webp`;
        await this.storage.put(key, image.large.data, image.large.contentType);
        stored.push({ src: this.storage.url(key), thumbSrc: this.storage.url(thumbKey), originName: originNameOf(uploads[index].filename), keys: [key] });
        await this.storage.put(thumbKey, image.thumbnail.data, image.thumbnail.contentType);
        stored[stored.length - 1].keys.push(thumbKey);
      }
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return ok(stored);
  }

  /** Best effort: a file left behind is only storage, never shown (no row names it). */
  async discard(images: StoredGoodsImage[]): Promise<void> {
    await Promise.all(images.flatMap((image) => image.keys).map((key) => this.storage.delete(key).catch(() => undefined)));
  }
}

/** The uploader's file name as shown to staff: no folders, no control characters, at most 200 characters. */
function originNameOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'image.webp';
}
