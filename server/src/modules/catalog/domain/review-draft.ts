import { type Result, ok } from '../../../shared/domain/result';
import type { ReviewScore } from './review';
import { ReviewFailures } from './review-failures';

export const REVIEW_CONTENTS_MIN = 10;
export const REVIEW_CONTENTS_MAX = 1_000;
export const REVIEW_PHOTOS_MAX = 3;
/** Photos are kept at most this many pixels on their long side. */
export const REVIEW_PHOTO_MAX_SIDE = 1_600;

export interface ReviewDraft {
  score: ReviewScore;
  /** Trimmed. */
  contents: string;
}

/**
 * What a member may write: a score of 1 to 5, 10 to 1,000 characters once trimmed (counted as a person
 * counts them: by code point, so an emoji is one), at most 3 photos in all.
 */
export function checkReviewDraft(input: { score: number; contents: string; photoCount: number }): Result<ReviewDraft> {
  if (!Number.isInteger(input.score) || input.score < 1 || input.score > 5) return ReviewFailures.scoreInvalid();
  const contents = input.contents.trim();
  const length = [...contents].length;
  if (length < REVIEW_CONTENTS_MIN) return ReviewFailures.contentsTooShort();
  if (length > REVIEW_CONTENTS_MAX) return ReviewFailures.contentsTooLong();
  if (input.photoCount > REVIEW_PHOTOS_MAX) return ReviewFailures.tooManyPhotos();
  return ok({ score: input.score as ReviewScore, contents });
}
