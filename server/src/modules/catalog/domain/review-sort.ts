import type { OrderRule } from './sort-order';

/**
 * Review orders the product page offers: 최신순 (latest), 추천순 (most recommended),
 * 별점순 (highest score). The newer review wins a tie, then the later id.
 */
export const REVIEW_SORTS = ['latest', 'recommend', 'score'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const DEFAULT_REVIEW_SORT: ReviewSort = 'latest';

export type ReviewOrderField = 'created' | 'recommendCount' | 'score' | 'id';

const NEWEST_FIRST: OrderRule<ReviewOrderField>[] = [
  { field: 'created', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

const ORDER_OF_REVIEW_SORT: Record<ReviewSort, OrderRule<ReviewOrderField>[]> = {
  latest: NEWEST_FIRST,
  recommend: [{ field: 'recommendCount', direction: 'desc' }, ...NEWEST_FIRST],
  score: [{ field: 'score', direction: 'desc' }, ...NEWEST_FIRST],
};

export function isReviewSort(value: string): value is ReviewSort {
  return (REVIEW_SORTS as readonly string[]).includes(value);
}

export function reviewOrderOf(sort: ReviewSort): readonly OrderRule<ReviewOrderField>[] {
  return ORDER_OF_REVIEW_SORT[sort];
}
