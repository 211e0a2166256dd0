import type { Review, ReviewScore } from '../../domain/review';

export interface NewReview {
  goodsId: number;
  orderId: number;
  memberId: number;
  authorName: string;
  score: ReviewScore;
  contents: string;
  photoKeys: string[];
  created: Date;
}

/** Writes of members' reviews and votes; every method joins the caller's unit of work. */
export interface ReviewWriteRepositoryPort {
  /** Inserts the review and its photos; null when the line already has a review (the unique index decides a race). */
  insert(review: NewReview): Promise<number | null>;
  /** The member's own review, by id or by its line; null for a missing or someone else's. */
  findOwn(memberId: number, reviewId: number): Promise<Review | null>;
  findOwnByLine(memberId: number, orderId: number, goodsId: number): Promise<Review | null>;
  /** Locks the member's own review row until the unit ends (edits and deletes go one at a time). */
  lockOwn(memberId: number, reviewId: number): Promise<Review | null>;
  update(reviewId: number, change: { score: ReviewScore; contents: string; photoKeys: string[]; updated: Date }): Promise<void>;
  delete(reviewId: number): Promise<void>;
  /** The review's author member (null for a demo review), or undefined when there is no such review. */
  authorOf(reviewId: number): Promise<{ memberId: number | null } | undefined>;
  /** One vote row per (review, member) and the count raised in the same statement's unit; false when already voted. */
  addVote(reviewId: number, memberId: number, now: Date): Promise<boolean>;
}
