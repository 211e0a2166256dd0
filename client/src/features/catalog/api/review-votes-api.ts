import { api, payload } from '@/lib/api-client';
import type { ReviewViewer } from '@/types/api';

/**
 * The product page's helpful vote (추천) and what the logged-in member has to do with the goods' reviews, in the
 * product page's chunk only (not the catalog's first-load calls). The reviews themselves are public answers a CDN
 * keeps; which are the member's and which they voted for is this member call.
 */
export const reviewVotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The ids of the goods' reviews the member wrote (`mine`) and voted helpful (`recommended`). */
    getReviewViewer: build.query<ReviewViewer, number>({
      query: (goodsId) => ({ url: `/api/goods/${goodsId}/reviews/viewer` }),
      transformResponse: payload<ReviewViewer>('dto'),
    }),
    /** Once per member, never on one's own review (the server refuses both with a message). */
    recommendReview: build.mutation<void, number>({
      query: (reviewId) => ({ url: `/api/review/${reviewId}/recommend`, method: 'POST' }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useGetReviewViewerQuery, useRecommendReviewMutation } = reviewVotesApi;
