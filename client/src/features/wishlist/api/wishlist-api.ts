import { api, payload } from '@/lib/api-client';
import type { Envelope, Page, WishlistChange, WishlistItem } from '@/types/api';

/** My Page's wishlist shows 10 a page (the spec is silent; 10 as every list it leaves open). */
export const WISHLIST_PAGE_SIZE = 10;

/** An add or a remove refreshes both reads: the page, and the ids (after marking the heart at once, below). */
const WISHLIST_TAG = 'Wishlist' as const;

export interface WishlistToggleArgs {
  memberId: number;
  goodsId: number;
}

/**
 * The member's wishlist (찜). The hearts read one call per member, `wishlistIds` (every saved id), so a list of
 * goods costs one request however many cards it shows, and the catalog's answers stay free of personal data. An add
 * or a remove marks the heart at once, undoes the mark when the server refuses, and reads the ids again either way
 * (a press while the ids were still on their way would otherwise be overwritten by their older answer).
 */
export const wishlistApi = api.enhanceEndpoints({ addTagTypes: [WISHLIST_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    wishlistIds: build.query<number[], number>({
      query: (memberId) => ({ url: '/api/member/wishlist/ids', params: { memId: memberId } }),
      transformResponse: (body: Envelope) => (body.dto as { goodsIds?: number[] } | undefined)?.goodsIds ?? [],
      providesTags: [WISHLIST_TAG],
      keepUnusedDataFor: 300,
    }),
    wishlistPage: build.query<Page<WishlistItem>, { memberId: number; page: number }>({
      query: ({ memberId, page }) => ({ url: '/api/member/wishlist', params: { memId: memberId, page, size: WISHLIST_PAGE_SIZE } }),
      transformResponse: payload<Page<WishlistItem>>('dto'),
      providesTags: [WISHLIST_TAG],
      keepUnusedDataFor: 0,
    }),
    addToWishlist: build.mutation<WishlistChange, WishlistToggleArgs>({
      query: ({ memberId, goodsId }) => ({ url: '/api/member/wishlist', method: 'POST', body: { memberId, goodsId } }),
      transformResponse: payload<WishlistChange>('dto'),
      invalidatesTags: [WISHLIST_TAG],
      async onQueryStarted({ memberId, goodsId }, { dispatch, queryFulfilled }) {
        const mark = dispatch(
          wishlistApi.util.updateQueryData('wishlistIds', memberId, (ids) => (ids.includes(goodsId) ? ids : [goodsId, ...ids])),
        );
        await queryFulfilled.catch(() => mark.undo());
      },
    }),
    removeFromWishlist: build.mutation<WishlistChange, WishlistToggleArgs>({
      query: ({ memberId, goodsId }) => ({ url: `/api/member/wishlist/${goodsId}`, method: 'DELETE', params: { memId: memberId } }),
      transformResponse: payload<WishlistChange>('dto'),
      invalidatesTags: [WISHLIST_TAG],
      async onQueryStarted({ memberId, goodsId }, { dispatch, queryFulfilled }) {
        const mark = dispatch(wishlistApi.util.updateQueryData('wishlistIds', memberId, (ids) => ids.filter((id) => id !== goodsId)));
        await queryFulfilled.catch(() => mark.undo());
      },
    }),
  }),
});

export const { useWishlistIdsQuery, useWishlistPageQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } = wishlistApi;
