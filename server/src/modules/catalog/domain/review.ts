export type ReviewScore = 1 | 2 | 3 | 4 | 5;

/** A shopper's review. The author's name is stored whole and masked only when shown. */
export interface Review {
  id: number;
  score: ReviewScore;
  contents: string;
  created: Date;
  recommendCount: number;
  authorName: string;
}
