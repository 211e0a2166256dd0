import { api, payload } from '@/lib/api-client';
import type { MemberOrdersArgs, OrderCounts, OrderRecord, Page, ParcelTracking } from '../types';

/** My Page shows 2 orders a page (spec). */
export const ORDER_PAGE_SIZE = 2;

/** My Page's order reads. Member-only: the session must be the member asked about (403/404 otherwise). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    memberOrders: build.query<Page<OrderRecord>, MemberOrdersArgs>({
      query: ({ memberId, page, from, to }) => ({ url: `/api/order/${memberId}`, params: { page, size: ORDER_PAGE_SIZE, from, to } }),
      transformResponse: payload<Page<OrderRecord>>('dto'),
      keepUnusedDataFor: 30,
    }),
    orderCounts: build.query<OrderCounts, number>({
      query: (memberId) => ({ url: `/api/order/${memberId}/counting` }),
      transformResponse: payload<OrderCounts>('dto'),
      keepUnusedDataFor: 30,
    }),
    memberOrder: build.query<OrderRecord, number>({
      query: (orderId) => ({ url: `/api/order/one/${orderId}` }),
      transformResponse: payload<OrderRecord>('dto'),
      keepUnusedDataFor: 30,
    }),
    /** A shipping or delivered order's parcel: carrier, number, the carrier's page and the events when the server has them. */
    orderTracking: build.query<ParcelTracking, number>({
      query: (orderId) => ({ url: `/api/order/one/${orderId}/tracking` }),
      transformResponse: payload<ParcelTracking>('dto'),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useMemberOrdersQuery, useOrderCountsQuery, useMemberOrderQuery, useOrderTrackingQuery } = ordersApi;
