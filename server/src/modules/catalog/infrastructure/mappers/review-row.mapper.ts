import type { Review, ReviewScore } from '../../domain/review';

export interface ReviewRow {
  id: string;
  score: number;
  contents: string;
  created: Date;
  recommend_count: number;
  author_name: string;
}

function toReviewScore(value: number): ReviewScore {
  if (![1, 2, 3, 4, 5].includes(value)) throw new Error(`review score out of range: ${value}`);
  return value as ReviewScore;
}

export function toReview(row: ReviewRow): Review {
  return {
    id: Number(row.id),
    score: toReviewScore(row.score),
    contents: row.contents,
    created: row.created,
    recommendCount: row.recommend_count,
    authorName: row.author_name,
  };
}
