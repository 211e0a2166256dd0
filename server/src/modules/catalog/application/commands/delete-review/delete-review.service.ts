import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { REVIEW_WRITE_REPOSITORY } from '../../../catalog.di-tokens';
import { ReviewFailures } from '../../../domain/review-failures';
import type { ReviewWriteRepositoryPort } from '../../ports/review-write.repository.port';

/** A member deletes their own review (someone else's answers as missing); its photo files go after the commit. */
@Injectable()
export class DeleteReviewService {
  constructor(
    @Inject(REVIEW_WRITE_REPOSITORY) private readonly reviews: ReviewWriteRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
  ) {}

  execute(command: { memberId: number; reviewId: number }): Promise<Result<void>> {
    return this.unitOfWork.run(async () => {
      const review = await this.reviews.lockOwn(command.memberId, command.reviewId);
      if (!review) return ReviewFailures.reviewNotFound();
      await this.reviews.delete(review.id);
      await this.unitOfWork.afterCommit(async () => {
        await Promise.all(review.photoKeys.map((key) => this.storage.delete(key).catch(() => undefined)));
      });
      return ok(undefined);
    });
  }
}
