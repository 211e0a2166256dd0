import { api, payload } from '@/lib/api-client';
import type { Envelope } from '@/types/api';
import type { ClaimRequestBody, MemberOrdersArgs, OrderCounts, OrderRecord, OrderShippingChange, Page, ParcelTracking } from '../types';

/** The request's fields and its photos as multipart. */
function claimForm(body: ClaimRequestBody, photos: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

/** My Page shows 2 orders a page (spec). */
export const ORDER_PAGE_SIZE = 2;

/** My Page's overview shows the member's latest orders, this many. */
export const RECENT_ORDER_COUNT = 3;

/** Every order read carries this tag, so a change or a cancel refreshes the detail, the list and the counts. */
const ORDER_TAG = 'Order' as const;

/**
 * My Page's order reads, and the member's changes while an order is prepared (the shipping edit and the cancel).
 * Member-only: the session must be the member asked about (403/404 otherwise).
 */
export const ordersApi = api.enhanceEndpoints({ addTagTypes: [ORDER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    memberOrders: build.query<Page<OrderRecord>, MemberOrdersArgs>({
      query: ({ memberId, page, from, to }) => ({ url: `/api/order/${memberId}`, params: { page, size: ORDER_PAGE_SIZE, from, to } }),
      transformResponse: payload<Page<OrderRecord>>('dto'),
      providesTags: [ORDER_TAG],
      keepUnusedDataFor: 30,
    }),
    /** The overview's latest orders, whatever their date (no period), newest first. */
    recentOrders: build.query<OrderRecord[], number>({
      query: (memberId) => ({ url: `/api/order/${memberId}`, params: { page: 0, size: RECENT_ORDER_COUNT } }),
      transformResponse: (body: Envelope) => (body.dto as Page<OrderRecord> | undefined)?.content ?? [],
      providesTags: [ORDER_TAG],
      keepUnusedDataFor: 30,
    }),
    orderCounts: build.query<OrderCounts, number>({
      query: (memberId) => ({ url: `/api/order/${memberId}/counting` }),
      transformResponse: payload<OrderCounts>('dto'),
      providesTags: [ORDER_TAG],
      keepUnusedDataFor: 30,
    }),
    memberOrder: build.query<OrderRecord, number>({
      query: (orderId) => ({ url: `/api/order/one/${orderId}` }),
      transformResponse: payload<OrderRecord>('dto'),
      providesTags: [ORDER_TAG],
      keepUnusedDataFor: 30,
    }),
    /** A shipping or delivered order's parcel: carrier, number, the carrier's page and the events when the server has them. */
    orderTracking: build.query<ParcelTracking, number>({
      query: (orderId) => ({ url: `/api/order/one/${orderId}/tracking` }),
      transformResponse: payload<ParcelTracking>('dto'),
      keepUnusedDataFor: 60,
    }),
    /** PUT /api/order/one/{orderId}: recipient, phone, detail address and request while the order is prepared. */
    changeOrderShipping: build.mutation<void, { orderId: number; change: OrderShippingChange }>({
      query: ({ orderId, change }) => ({ url: `/api/order/one/${orderId}`, method: 'PUT', body: change }),
      transformResponse: () => undefined,
      invalidatesTags: [ORDER_TAG],
    }),
    /** PUT /api/order/one/{orderId}/text: a personalisation text corrected while the order is prepared. */
    correctOrderText: build.mutation<void, { orderId: number; line: number; optionItemId: number; text: string }>({
      query: ({ orderId, ...body }) => ({ url: `/api/order/one/${orderId}/text`, method: 'PUT', body }),
      transformResponse: () => undefined,
      invalidatesTags: [ORDER_TAG],
    }),
    /**
     * POST /api/order/one/{orderId}/claim: a return or exchange request for a delivered order (within 7 days); with
     * photos as multipart (the server reads them by their content), without as JSON.
     */
    requestClaim: build.mutation<void, { orderId: number; body: ClaimRequestBody; photos?: File[] }>({
      query: ({ orderId, body, photos = [] }) => ({ url: `/api/order/one/${orderId}/claim`, method: 'POST', body: photos.length ? claimForm(body, photos) : body }),
      transformResponse: () => undefined,
      invalidatesTags: [ORDER_TAG],
    }),
    /** The guest session's order (비회원 주문조회); 401 CHECKOUT.GUEST_NOT_VERIFIED without one. */
    guestOrder: build.query<OrderRecord, void>({
      query: () => ({ url: '/api/guest/order' }),
      transformResponse: payload<OrderRecord>('dto'),
      providesTags: [ORDER_TAG],
      keepUnusedDataFor: 0,
    }),
    /** Texts a code to the order's phone; the same answer whether the order exists or not. */
    sendLookupCode: build.mutation<string, string>({
      query: (orderNumber) => ({ url: '/api/guest/order-lookup/code', method: 'POST', body: { orderNumber } }),
      transformResponse: (body: Envelope) => body.message,
    }),
    /** The number and the code: a guest session scoped to that order (the cookie). */
    lookUpOrder: build.mutation<void, { orderNumber: string; code: string }>({
      query: (body) => ({ url: '/api/guest/order-lookup', method: 'POST', body }),
      transformResponse: () => undefined,
      // Only a session opened changes what GET /api/guest/order answers (a refused try leaves the form as it was).
      invalidatesTags: (_result, error) => (error ? [] : [ORDER_TAG]),
    }),
    /** The guest cancels the looked-up order while it is prepared. */
    cancelGuestOrder: build.mutation<void, { reason?: string }>({
      query: ({ reason }) => ({ url: '/api/guest/order/cancel', method: 'POST', body: reason ? { reason } : {} }),
      transformResponse: () => undefined,
      invalidatesTags: [ORDER_TAG],
    }),
    /** Ends the guest session (another order to look up). */
    endGuestSession: build.mutation<void, void>({
      query: () => ({ url: '/api/guest/session', method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [ORDER_TAG],
    }),
    /** POST /api/order/one/{orderId}/cancel: refunded, coupon and points given back, the order cancelled. */
    cancelOrder: build.mutation<void, { orderId: number; reason?: string }>({
      query: ({ orderId, reason }) => ({ url: `/api/order/one/${orderId}/cancel`, method: 'POST', body: reason ? { reason } : {} }),
      transformResponse: () => undefined,
      invalidatesTags: [ORDER_TAG],
    }),
  }),
});

export const {
  useMemberOrdersQuery,
  useRecentOrdersQuery,
  useOrderCountsQuery,
  useMemberOrderQuery,
  useOrderTrackingQuery,
  useChangeOrderShippingMutation,
  useCancelOrderMutation,
  useRequestClaimMutation,
  useCorrectOrderTextMutation,
  useGuestOrderQuery,
  useSendLookupCodeMutation,
  useLookUpOrderMutation,
  useCancelGuestOrderMutation,
  useEndGuestSessionMutation,
} = ordersApi;
