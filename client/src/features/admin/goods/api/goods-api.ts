import type { Page } from '@/types/api';
import { adminApi, adminCall } from '../../api/admin-api';
import type { PageQuery } from '../../api/admin-types';
import { exportUrl } from '../../lib/export-url';
import type { AdminGoods, AdminGoodsCard, GoodsSearch } from './goods-types';

/**
 * The goods list sorts by the storefront's sort ids: 2 lowest price, 3 highest price, 4 newest (the table keeps
 * `field,direction` in the URL like every console table).
 */
export function goodsSortId(sort: string | undefined): number {
  if (sort === 'price,asc') return 2;
  if (sort === 'price,desc') return 3;
  return 4;
}

/** The list's query string: page, size, sort id and the search fields that are set. */
export function goodsListParams(query: PageQuery & GoodsSearch): string {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size), sort: String(goodsSortId(query.sort)) });
  for (const name of ['name', 'category', 'status', 'madeToOrder'] as const) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** The goods' CSV in the list's sort: every goods item (hidden ones too), not the page on screen. */
export function goodsExportUrl(sort: string | undefined): string {
  return exportUrl('/api/goods/export.csv', { sort: goodsSortId(sort) });
}

/** Goods (issue 9): the paged list with hidden goods, one item for its form, delete (hide). Saves: upload-goods.ts. */
export const goodsAdminApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminGoods'] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminGoods: build.query<Page<AdminGoodsCard>, PageQuery & GoodsSearch>({
      queryFn: (query, bq) => adminCall<Page<AdminGoodsCard>>(`/api/goods?${goodsListParams(query)}`, bq),
      providesTags: ['AdminGoods'],
    }),
    publishGoods: build.mutation<{ id: number }, number>({
      queryFn: (id, bq) => adminCall<{ id: number }>({ url: `/api/goods/${id}/publish`, method: 'POST' }, bq),
      invalidatesTags: (_result, _error, id) => ['AdminGoods', { type: 'AdminGoods', id }, 'Audit'],
    }),
    getAdminGoods: build.query<AdminGoods, number>({
      queryFn: (id, bq) => adminCall<AdminGoods>(`/api/goods/admin/${id}`, bq),
      providesTags: (_result, _error, id) => [{ type: 'AdminGoods', id }],
    }),
    hideGoods: build.mutation<string, number>({
      queryFn: (id, bq) => adminCall<string>({ url: `/api/goods/${id}`, method: 'DELETE' }, bq, 'message'),
      invalidatesTags: ['AdminGoods', 'Audit'],
    }),
  }),
});

export const { useListAdminGoodsQuery, useGetAdminGoodsQuery, useHideGoodsMutation, usePublishGoodsMutation } = goodsAdminApi;
