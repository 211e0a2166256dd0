import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { REVIEW_WRITE_REPOSITORY } from '../../../catalog.di-tokens';
import { ReviewFailures } from '../../../domain/review-failures';
import { checkReviewVote } from '../../../domain/review-vote';
import type { ReviewWriteRepositoryPort } from '../../ports/review-write.repository.port';

/**
 * A helpful vote: one per member and review (the vote row's key decides a race), never on one's own review; the
 * review's count is raised in the same unit of work, so it always equals its vote rows.
 */
@Injectable()
export class RecommendReviewService {
  constructor(
    @Inject(REVIEW_WRITE_REPOSITORY) private readonly reviews: ReviewWriteRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(command: { memberId: number; reviewId: number }): Promise<Result<void>> {
    return this.unitOfWork.run(async () => {
      const author = await this.reviews.authorOf(command.reviewId);
      if (!author) return ReviewFailures.reviewNotFound();
      const allowed = checkReviewVote(command.memberId, author.memberId);
      if (!allowed.ok) return allowed;
      if (!(await this.reviews.addVote(command.reviewId, command.memberId, this.clock.now()))) return ReviewFailures.alreadyVoted();
      return ok(undefined);
    });
  }
}
