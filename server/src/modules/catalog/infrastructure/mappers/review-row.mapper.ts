import type { Review, ReviewScore } from '../../domain/review';

export interface ReviewRow {
  id: string;
  score: number;
  contents: string;
  created: Date;
  recommend_count: number;
  author_name: string;
  member_id: string | null;
  order_id: string | null;
  goods_id: string;
  photo_keys: string[] | null;
}

/** The columns a ReviewRow needs, from `review r`. Nothing in them depends on who reads: a CDN may keep the answer. */
export const REVIEW_COLUMNS = `r.id, r.score, r.contents, r.created, r.recommend_count, r.author_name, r.member_id, r.order_id, r.goods_id,
    ARRAY(SELECT p.storage_key FROM review_photo p WHERE p.review_id = r.id ORDER BY p.position) AS photo_keys`;

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
    authorMemberId: row.member_id === null ? null : Number(row.member_id),
    orderId: row.order_id === null ? null : Number(row.order_id),
    goodsId: Number(row.goods_id),
    photoKeys: row.photo_keys ?? [],
  };
}
