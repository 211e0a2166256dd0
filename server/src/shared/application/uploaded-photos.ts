import { randomUUID } from 'node:crypto';
import { type Failure, type Result, ok } from '../domain/result';
import type { FileStoragePort } from './file-storage.port';
import type { ImageNormalizerPort } from './image-normalizer.port';

export interface UploadedPhotosPolicy {
  /** The storage folder: keys are `<folder>/<uuid>.webp`. */
  folder: string;
  /** The long side after re-encoding. */
  maxSide: number;
  /** What a file that is not a picture answers, in the caller's own words. */
  invalid: () => Failure;
}

/**
 * Photos a member attaches (a review's, a return request's) on their way in: each checked by its content and
 * re-encoded, all before any is stored (one disguised file refuses the whole request), then stored under a fresh
 * random key. `discard` removes what was stored when the request is not saved after all, or files a saved change
 * no longer uses.
 */
export class UploadedPhotos {
  constructor(
    private readonly normalizer: ImageNormalizerPort,
    private readonly storage: FileStoragePort,
    private readonly policy: UploadedPhotosPolicy,
  ) {}

  async store(files: Buffer[]): Promise<Result<string[]>> {
    const images = [];
    for (const file of files) {
      const image = await this.normalizer.normalize(file, this.policy.maxSide);
      if (!image) return this.policy.invalid();
      images.push(image);
    }
    const keys: string[] = [];
    try {
      for (const image of images) {
        const key = `${this.policy.folder}/${randomUUID()}.${image.extension}`;
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
