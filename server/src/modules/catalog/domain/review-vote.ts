import { type Result, ok } from '../../../shared/domain/result';
import { ReviewFailures } from './review-failures';

/** A helpful vote: never on one's own review (demo reviews have no author member and can be voted on). */
export function checkReviewVote(voterId: number, authorMemberId: number | null): Result<void> {
  return authorMemberId === voterId ? ReviewFailures.ownReviewVote() : ok(undefined);
}
