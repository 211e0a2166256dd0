import type { Page } from '@/types/api';
import { adminApi, adminCall } from '../../api/admin-api';
import { presentQuery } from '../../lib/present-query';
import {
  type ClaimRow,
  type ClaimSearch,
  type OrderFilters,
  type OrderSearch,
  type StaffMemo,
  type StaffOrder,
  type StaffOrderRow,
  type StaffOrderTabCounts,
} from './orders-types';

/** The back office's order and claim calls (orders list and detail, shipping, cancels, returns and exchanges). */
export const ordersApi = adminApi.enhanceEndpoints({ addTagTypes: ['StaffOrder', 'Claim'] }).injectEndpoints({
  endpoints: (build) => ({
    listStaffOrders: build.query<Page<StaffOrderRow>, OrderSearch>({
      queryFn: (search, bq) => adminCall<Page<StaffOrderRow>>(`/api/order?${presentQuery(search)}`, bq),
      providesTags: ['StaffOrder'],
    }),
    /** How many orders each tab holds under the other filters (the tab itself is left out). */
    staffOrderTabCounts: build.query<StaffOrderTabCounts, Omit<OrderFilters, 'tab'>>({
      queryFn: (filters, bq) => adminCall<StaffOrderTabCounts>(`/api/order/tab-counts?${presentQuery(filters)}`, bq),
      providesTags: ['StaffOrder'],
    }),
    getStaffOrder: build.query<StaffOrder, number>({
      queryFn: (id, bq) => adminCall<StaffOrder>(`/api/order/one/${id}`, bq),
      providesTags: (_result, _error, id) => [{ type: 'StaffOrder', id }],
    }),
    shipOrder: build.mutation<string, { orderId: number; trackingNumber: string; carrierCode: string }>({
      queryFn: (body, bq) => adminCall<string>({ url: `/api/order/${body.orderId}`, method: 'PUT', body }, bq, 'message'),
      invalidatesTags: ['StaffOrder', 'Claim', 'Audit'],
    }),
    markDelivered: build.mutation<string, number>({
      queryFn: (orderId, bq) => adminCall<string>({ url: `/api/order/${orderId}/delivered`, method: 'POST', body: {} }, bq, 'message'),
      invalidatesTags: ['StaffOrder', 'Claim', 'Audit'],
    }),
    editStaffMemo: build.mutation<StaffMemo, { orderId: number; memo: string }>({
      queryFn: ({ orderId, memo }, bq) => adminCall<StaffMemo>({ url: `/api/order/${orderId}/memo`, method: 'PUT', body: { memo } }, bq),
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'StaffOrder', id: orderId }, 'Audit'],
    }),
    staffCancelOrder: build.mutation<string, { orderId: number; reason?: string }>({
      queryFn: ({ orderId, reason }, bq) => adminCall<string>({ url: `/api/order/${orderId}/staff-cancel`, method: 'POST', body: reason ? { reason } : {} }, bq, 'message'),
      invalidatesTags: ['StaffOrder', 'Claim', 'Audit'],
    }),
    listClaims: build.query<Page<ClaimRow>, ClaimSearch>({
      queryFn: (search, bq) => adminCall<Page<ClaimRow>>(`/api/claims?${presentQuery(search)}`, bq),
      providesTags: ['Claim'],
    }),
    getClaim: build.query<StaffOrder, number>({
      queryFn: (id, bq) => adminCall<StaffOrder>(`/api/claims/${id}`, bq),
      providesTags: (_result, _error, id) => [{ type: 'Claim', id }],
    }),
    /** 검수 완료 of a return (refunds; `refundAmount` ≤ the server's amount) or an exchange's approval (its outgoing tracking number). */
    approveClaim: build.mutation<string, { orderId: number; refundAmount?: number; exchangeTrackingNumber?: string }>({
      queryFn: ({ orderId, refundAmount, exchangeTrackingNumber }, bq) =>
        adminCall<string>(
          {
            url: `/api/claims/${orderId}/approve`,
            method: 'POST',
            body: { ...(refundAmount === undefined ? {} : { refundAmount }), ...(exchangeTrackingNumber ? { exchangeTrackingNumber } : {}) },
          },
          bq,
          'message',
        ),
      invalidatesTags: ['StaffOrder', 'Claim', 'Audit'],
    }),
    /** 회수 중: the return's pickup starts (no refund), with the pickup parcel's tracking number if any. */
    startReturnPickup: build.mutation<string, { orderId: number; trackingNumber?: string }>({
      queryFn: ({ orderId, trackingNumber }, bq) =>
        adminCall<string>({ url: `/api/claims/${orderId}/pickup`, method: 'POST', body: trackingNumber ? { trackingNumber } : {} }, bq, 'message'),
      invalidatesTags: ['StaffOrder', 'Claim', 'Audit'],
    }),
    rejectClaim: build.mutation<string, { orderId: number; note: string }>({
      queryFn: ({ orderId, note }, bq) => adminCall<string>({ url: `/api/claims/${orderId}/reject`, method: 'POST', body: { note } }, bq, 'message'),
      invalidatesTags: ['StaffOrder', 'Claim', 'Audit'],
    }),
  }),
});

export const {
  useListStaffOrdersQuery,
  useGetStaffOrderQuery,
  useStaffOrderTabCountsQuery,
  useEditStaffMemoMutation,
  useShipOrderMutation,
  useMarkDeliveredMutation,
  useStaffCancelOrderMutation,
  useListClaimsQuery,
  useGetClaimQuery,
  useApproveClaimMutation,
  useRejectClaimMutation,
  useStartReturnPickupMutation,
} = ordersApi;
