import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { IMAGE_NORMALIZER, type ImageNormalizerPort } from '../../../../../shared/application/image-normalizer.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { REVIEW_POINTS, REVIEW_WRITE_REPOSITORY, REVIEWABLE_ORDERS } from '../../../catalog.di-tokens';
import { checkReviewDraft } from '../../../domain/review-draft';
import { ReviewFailures } from '../../../domain/review-failures';
import { reviewableLineOf } from '../../../domain/reviewable-line';
import type { ReviewPointsPort } from '../../ports/review-points.port';
import type { ReviewWriteRepositoryPort } from '../../ports/review-write.repository.port';
import type { ReviewableOrdersPort } from '../../ports/reviewable-orders.port';
import { UploadedPhotos } from '../../../../../shared/application/uploaded-photos';
import { REVIEW_PHOTO_MAX_SIDE } from '../../../domain/review-draft';

export interface WriteReviewCommand {
  memberId: number;
  orderId: number;
  goodsId: number;
  score: number;
  contents: string;
  photos: Buffer[];
}

/**
 * A member reviews a delivered line of their own order: the rules (domain), the line asked of the ordering
 * context, the photos checked and stored, then one unit of work: the review (one per line: the unique index
 * decides a race) and its points. Stored photos are removed again when the review is not saved.
 */
@Injectable()
export class WriteReviewService {
  private readonly photos: UploadedPhotos;

  constructor(
    @Inject(REVIEWABLE_ORDERS) private readonly orders: ReviewableOrdersPort,
    @Inject(REVIEW_WRITE_REPOSITORY) private readonly reviews: ReviewWriteRepositoryPort,
    @Inject(REVIEW_POINTS) private readonly points: ReviewPointsPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(IMAGE_NORMALIZER) normalizer: ImageNormalizerPort,
    @Inject(FILE_STORAGE) storage: FileStoragePort,
  ) {
    this.photos = new UploadedPhotos(normalizer, storage, { folder: 'reviews', maxSide: REVIEW_PHOTO_MAX_SIDE, invalid: ReviewFailures.photoInvalid });
  }

  async execute(command: WriteReviewCommand): Promise<Result<{ id: number; points: number }>> {
    const draft = checkReviewDraft({ score: command.score, contents: command.contents, photoCount: command.photos.length });
    if (!draft.ok) return draft;
    const order = await this.orders.findOwn(command.memberId, command.orderId);
    const line = reviewableLineOf(order, command.goodsId);
    if (!line.ok) return line;
    if (!order) return ReviewFailures.lineNotReviewable();
    if (await this.reviews.findOwnByLine(command.memberId, command.orderId, command.goodsId)) return ReviewFailures.alreadyReviewed();

    const stored = await this.photos.store(command.photos);
    if (!stored.ok) return stored;
    const now = this.clock.now();
    let result: Result<{ id: number; points: number }>;
    try {
      result = await this.unitOfWork.run(async () => {
        const id = await this.reviews.insert({
          goodsId: command.goodsId,
          orderId: command.orderId,
          memberId: command.memberId,
          authorName: order.ordererName,
          score: draft.value.score,
          contents: draft.value.contents,
          photoKeys: stored.value,
          created: now,
        });
        if (id === null) return ReviewFailures.alreadyReviewed();
        const points = await this.points.earnForReview({
          memberId: command.memberId,
          orderId: command.orderId,
          goodsId: command.goodsId,
          withPhoto: stored.value.length > 0,
          now,
        });
        return ok({ id, points });
      });
    } catch (error) {
      await this.photos.discard(stored.value);
      throw error;
    }
    if (!result.ok) await this.photos.discard(stored.value);
    return result;
  }
}
