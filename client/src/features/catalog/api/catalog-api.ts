import { api, payload } from '@/lib/api-client';
import type { Banner, Envelope, GoodsCard, GoodsDetail, Page, Review, ReviewSort, SortId } from '@/types/api';

export interface PageQuery {
  page: number;
  sort: SortId;
  size: number;
}

/** category.php by id: 1 bag, 2 wallet, 3 accessory, 4 all items, 5 best sellers. */
export interface CategoryQuery extends PageQuery {
  categoryId: 1 | 2 | 3 | 4 | 5;
}

/** category.php by product group: A bag, B wallet, C accessory. */
export interface ProductGroupQuery extends PageQuery {
  prodGbn: 'A' | 'B' | 'C';
}

export interface ReviewQuery {
  goodsId: number;
  sort: ReviewSort;
  page: number;
  size: number;
}

interface CategoryEntry {
  id: number;
  categoryId: number;
  goods: GoodsCard;
}

/** The catalog calls of docs/api.md (the search drawer's two calls live with the search feature). */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], void>({
      query: () => '/api/banner.php',
      transformResponse: (body: Envelope) => payload<Banner[]>('dto')(body) ?? [],
    }),
    getRecommendedGoods: build.query<Page<GoodsCard>, PageQuery>({
      query: (params) => ({ url: '/api/goods/recom', params }),
      transformResponse: payload<Page<GoodsCard>>('dto'),
    }),
    getGoodsByCategory: build.query<Page<GoodsCard>, CategoryQuery>({
      query: ({ categoryId, page, sort, size }) => ({
        url: '/api/goods/category.php',
        params: { categoryId, page, sort, size },
      }),
      transformResponse: payload<Page<GoodsCard>>('dto'),
    }),
    /** Answers entries holding goods; they are unwrapped so every list reads a page of cards. */
    getGoodsByProductGroup: build.query<Page<GoodsCard>, ProductGroupQuery>({
      query: ({ prodGbn, page, sort, size }) => ({
        url: '/api/goods/category.php',
        params: { prod_gbn: prodGbn, page, sort, size },
      }),
      transformResponse: (body: Envelope) => {
        const page = payload<Page<CategoryEntry>>('dto')(body);
        return { ...page, content: page.content.map((entry) => entry.goods) };
      },
    }),
    getBestSellers: build.query<Page<GoodsCard>, PageQuery>({
      query: (params) => ({ url: '/api/goods/best.php', params }),
      transformResponse: payload<Page<GoodsCard>>('dto'),
    }),
    getGoodsDetail: build.query<GoodsDetail, number>({
      query: (goodsId) => ({ url: '/api/goods/index.php', params: { goodsId } }),
      transformResponse: payload<GoodsDetail>('data'),
    }),
    getReviews: build.query<Page<Review>, ReviewQuery>({
      query: ({ goodsId, sort, page, size }) => ({
        url: `/api/goods/${goodsId}/reviews`,
        params: { sort, page, size },
      }),
      transformResponse: payload<Page<Review>>('dto'),
    }),
  }),
});

export const {
  useGetBannersQuery,
  useGetRecommendedGoodsQuery,
  useGetGoodsByCategoryQuery,
  useGetGoodsByProductGroupQuery,
  useGetBestSellersQuery,
  useGetGoodsDetailQuery,
  useGetReviewsQuery,
} = catalogApi;
