import { api } from '@/lib/api-client';

/** The product page's helpful vote (추천), in the product page's chunk only (not the catalog's first-load calls). */
export const reviewVotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Once per member, never on one's own review (the server refuses both with a message). */
    recommendReview: build.mutation<void, number>({
      query: (reviewId) => ({ url: `/api/review/${reviewId}/recommend`, method: 'POST' }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useRecommendReviewMutation } = reviewVotesApi;
