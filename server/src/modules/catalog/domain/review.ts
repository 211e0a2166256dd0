export type ReviewScore = 1 | 2 | 3 | 4 | 5;

/** A shopper's review. The author's name is stored whole and masked only when shown. */
export interface Review {
  id: number;
  score: ReviewScore;
  contents: string;
  created: Date;
  recommendCount: number;
  authorName: string;
  /** The member who wrote it; null for the demo reviews. */
  authorMemberId: number | null;
  /** The order line it reviews; null for the demo reviews. */
  orderId: number | null;
  goodsId: number;
  /** File storage keys, in the order they were uploaded. */
  photoKeys: string[];
}

/** What one member has to do with a goods item's reviews: the ids of those they wrote and those they voted helpful. */
export interface ReviewViewerRelations {
  written: number[];
  voted: number[];
}
