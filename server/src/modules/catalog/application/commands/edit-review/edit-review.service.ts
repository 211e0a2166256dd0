import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { IMAGE_NORMALIZER, type ImageNormalizerPort } from '../../../../../shared/application/image-normalizer.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { REVIEW_WRITE_REPOSITORY } from '../../../catalog.di-tokens';
import { checkReviewDraft } from '../../../domain/review-draft';
import { ReviewFailures } from '../../../domain/review-failures';
import type { ReviewWriteRepositoryPort } from '../../ports/review-write.repository.port';
import { UploadedPhotos } from '../../../../../shared/application/uploaded-photos';
import { REVIEW_PHOTO_MAX_SIDE } from '../../../domain/review-draft';

export interface EditReviewCommand {
  memberId: number;
  reviewId: number;
  score: number;
  contents: string;
  /** URLs of the review's current photos to keep; the others are removed. */
  keepPhotos: string[];
  /** New photos, added after the kept ones (3 in all at most). */
  photos: Buffer[];
}

/**
 * A member edits their own review (someone else's answers as missing): score, text and photos. The row is locked
 * for the change; photos no longer used are deleted after the commit, new ones again when the change fails.
 * Points are not given again.
 */
@Injectable()
export class EditReviewService {
  private readonly photos: UploadedPhotos;

  constructor(
    @Inject(REVIEW_WRITE_REPOSITORY) private readonly reviews: ReviewWriteRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(IMAGE_NORMALIZER) normalizer: ImageNormalizerPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
  ) {
    this.photos = new UploadedPhotos(normalizer, storage, { folder: 'reviews', maxSide: REVIEW_PHOTO_MAX_SIDE, invalid: ReviewFailures.photoInvalid });
  }

  async execute(command: EditReviewCommand): Promise<Result<void>> {
    const current = await this.reviews.findOwn(command.memberId, command.reviewId);
    if (!current) return ReviewFailures.reviewNotFound();
    const kept = this.keptOf(current.photoKeys, command.keepPhotos);
    const draft = checkReviewDraft({ score: command.score, contents: command.contents, photoCount: kept.length + command.photos.length });
    if (!draft.ok) return draft;

    const stored = await this.photos.store(command.photos);
    if (!stored.ok) return stored;
    let removed: string[] = [];
    let result: Result<void>;
    try {
      result = await this.unitOfWork.run(async () => {
        const locked = await this.reviews.lockOwn(command.memberId, command.reviewId);
        if (!locked) return ReviewFailures.reviewNotFound();
        const stillKept = this.keptOf(locked.photoKeys, command.keepPhotos);
        if (stillKept.length + stored.value.length > 3) return ReviewFailures.tooManyPhotos();
        await this.reviews.update(command.reviewId, { score: draft.value.score, contents: draft.value.contents, photoKeys: [...stillKept, ...stored.value], updated: this.clock.now() });
        removed = locked.photoKeys.filter((key) => !stillKept.includes(key));
        await this.unitOfWork.afterCommit(() => this.photos.discard(removed));
        return ok(undefined);
      });
    } catch (error) {
      await this.photos.discard(stored.value);
      throw error;
    }
    if (!result.ok) await this.photos.discard(stored.value);
    return result;
  }

  private keptOf(keys: string[], keepUrls: string[]): string[] {
    return keys.filter((key) => keepUrls.includes(this.storage.url(key)));
  }
}
