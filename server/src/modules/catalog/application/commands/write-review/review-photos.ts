import { randomUUID } from 'node:crypto';
import type { FileStoragePort } from '../../../../../shared/application/file-storage.port';
import type { ImageNormalizerPort } from '../../../../../shared/application/image-normalizer.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { REVIEW_PHOTO_MAX_SIDE } from '../../../domain/review-draft';
import { ReviewFailures } from '../../../domain/review-failures';

/**
 * Review photos on their way in: each checked by its content and re-encoded (all of them before any is stored:
 * one disguised file refuses the whole post), then stored under a fresh random key. `discard` removes what was
 * stored when the review is not saved after all, or the files a saved change no longer uses.
 */
export class ReviewPhotos {
  constructor(
    private readonly normalizer: ImageNormalizerPort,
    private readonly storage: FileStoragePort,
  ) {}

  async store(files: Buffer[]): Promise<Result<string[]>> {
    const images = [];
    for (const file of files) {
      const image = await this.normalizer.normalize(file, REVIEW_PHOTO_MAX_SIDE);
      if (!image) return ReviewFailures.photoInvalid();
      images.push(image);
    }
    const keys: string[] = [];
    try {
      for (const image of images) {
        const key = `reviews/${randomUUID()}.${image.extension}`;
        await this.storage.put(key, image.data, image.contentType);
        keys.push(key);
      }
    } catch (error) {
      await this.discard(keys);
      throw error;
    }
    return ok(keys);
  }

  /** Best effort: a file left behind is only storage, never shown (no row names it). */
  async discard(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.delete(key).catch(() => undefined)));
  }
}
