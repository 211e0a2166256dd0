import { api, payload } from '@/lib/api-client';
import type { Envelope, GoodsCard, Page } from '@/types/api';

export const SEARCH_DEFAULTS = { page: 0, sort: 0, size: 3 } as const;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What the drawer lists before anything is typed. */
    getSearchDefaults: build.query<GoodsCard[], void>({
      query: () => ({ url: '/api/goods/search_goods.php', params: SEARCH_DEFAULTS }),
      transformResponse: (body: Envelope) => payload<Page<GoodsCard> | undefined>('dto')(body)?.content ?? [],
    }),
    searchGoods: build.query<GoodsCard[], string>({
      query: (q) => ({ url: '/api/goods/search.php', params: { q } }),
      transformResponse: (body: Envelope) => payload<GoodsCard[] | undefined>('data')(body) ?? [],
    }),
  }),
});

export const { useGetSearchDefaultsQuery, useSearchGoodsQuery } = searchApi;
