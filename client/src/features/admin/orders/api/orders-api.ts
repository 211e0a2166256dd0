import type { Page } from '@/types/api';
import { adminApi, adminCall } from '../../api/admin-api';
import { type ClaimRow, type ClaimSearch, type OrderSearch, searchString, type StaffOrder, type StaffOrderRow } from './orders-types';

/** The back office's order and claim calls (orders list and detail, shipping, cancels, returns and exchanges). */
export const ordersApi = adminApi.enhanceEndpoints({ addTagTypes: ['StaffOrder', 'Claim'] }).injectEndpoints({
  endpoints: (build) => ({
    listStaffOrders: build.query<Page<StaffOrderRow>, OrderSearch>({
      queryFn: (search, bq) => adminCall<Page<StaffOrderRow>>(`/api/order?${searchString({ ...search })}`, bq),
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
    staffCancelOrder: build.mutation<string, { orderId: number; reason?: string }>({
      queryFn: ({ orderId, reason }, bq) => adminCall<string>({ url: `/api/order/${orderId}/staff-cancel`, method: 'POST', body: reason ? { reason } : {} }, bq, 'message'),
      invalidatesTags: ['StaffOrder', 'Claim', 'Audit'],
    }),
    listClaims: build.query<Page<ClaimRow>, ClaimSearch>({
      queryFn: (search, bq) => adminCall<Page<ClaimRow>>(`/api/claims?${searchString({ ...search })}`, bq),
      providesTags: ['Claim'],
    }),
    getClaim: build.query<StaffOrder, number>({
      queryFn: (id, bq) => adminCall<StaffOrder>(`/api/claims/${id}`, bq),
      providesTags: (_result, _error, id) => [{ type: 'Claim', id }],
    }),
    approveClaim: build.mutation<string, { orderId: number; refundAmount?: number }>({
      queryFn: ({ orderId, refundAmount }, bq) =>
        adminCall<string>({ url: `/api/claims/${orderId}/approve`, method: 'POST', body: refundAmount === undefined ? {} : { refundAmount } }, bq, 'message'),
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
  useShipOrderMutation,
  useMarkDeliveredMutation,
  useStaffCancelOrderMutation,
  useListClaimsQuery,
  useGetClaimQuery,
  useApproveClaimMutation,
  useRejectClaimMutation,
} = ordersApi;
