import type { Page } from '@/types/api';
import { adminApi, adminCall } from '../api/admin-api';
import type { PageQuery } from '../api/admin-types';
import { exportUrl } from '../lib/export-url';
import { pageQueryString } from '../lib/page-query';
import type { AdminCoupon, Banner, CouponFields, Popup, PopupFields, SerialBatch } from './marketing-types';

/** The popups' CSV in the list's sort: every popup, not the page on screen. */
export function popupsExportUrl(sort: string | undefined): string {
  return exportUrl('/api/popup/export.csv', { sort });
}

/** The console's banners, popups and coupons (catalog and promotions routes), on the admin api. */
export const marketingApi = adminApi.enhanceEndpoints({ addTagTypes: ['Banner', 'Popup', 'Coupon'] }).injectEndpoints({
  endpoints: (build) => ({
    listBanners: build.query<Banner[], void>({
      queryFn: (_arg, bq) => adminCall<Banner[]>('/api/banner', bq),
      providesTags: ['Banner'],
    }),
    getBanner: build.query<Banner, number>({
      queryFn: (id, bq) => adminCall<Banner>(`/api/banner/${id}`, bq),
      providesTags: (_r, _e, id) => [{ type: 'Banner', id }],
    }),
    updateBanner: build.mutation<Banner, Banner>({
      queryFn: (body, bq) => adminCall<Banner>({ url: '/api/banner', method: 'PUT', body }, bq),
      invalidatesTags: (_r, _e, body) => ['Banner', { type: 'Banner', id: body.id }, 'Audit'],
    }),
    /** An image for a banner or popup: the server checks and re-encodes it and answers its URL. */
    uploadMarketingImage: build.mutation<{ url: string }, { kind: 'banner' | 'popup'; file: File }>({
      queryFn: ({ kind, file }, bq) => {
        const body = new FormData();
        body.append('file', file);
        return adminCall<{ url: string }>({ url: `/api/${kind}/image`, method: 'POST', body }, bq);
      },
    }),
    listPopups: build.query<Page<Popup>, PageQuery>({
      queryFn: (query, bq) => adminCall<Page<Popup>>(`/api/popup?${pageQueryString(query)}`, bq),
      providesTags: ['Popup'],
    }),
    getPopup: build.query<Popup, number>({
      queryFn: (id, bq) => adminCall<Popup>(`/api/popup/${id}`, bq),
      providesTags: (_r, _e, id) => [{ type: 'Popup', id }],
    }),
    createPopup: build.mutation<Popup, PopupFields>({
      queryFn: (body, bq) => adminCall<Popup>({ url: '/api/popup', method: 'POST', body }, bq),
      invalidatesTags: ['Popup', 'Audit'],
    }),
    updatePopup: build.mutation<Popup, PopupFields & { id: number }>({
      queryFn: (body, bq) => adminCall<Popup>({ url: '/api/popup', method: 'PUT', body }, bq),
      invalidatesTags: (_r, _e, body) => ['Popup', { type: 'Popup', id: body.id }, 'Audit'],
    }),
    deletePopup: build.mutation<string, number>({
      queryFn: (id, bq) => adminCall<string>({ url: `/api/popup/${id}`, method: 'DELETE' }, bq, 'message'),
      invalidatesTags: ['Popup', 'Audit'],
    }),
    listCoupons: build.query<Page<AdminCoupon>, PageQuery>({
      queryFn: (query, bq) => adminCall<Page<AdminCoupon>>(`/api/coupon?${pageQueryString(query)}`, bq),
      providesTags: ['Coupon'],
    }),
    getCoupon: build.query<AdminCoupon, number>({
      queryFn: (id, bq) => adminCall<AdminCoupon>(`/api/coupon/${id}`, bq),
      providesTags: (_r, _e, id) => [{ type: 'Coupon', id }],
    }),
    createCoupon: build.mutation<AdminCoupon, CouponFields>({
      queryFn: (body, bq) => adminCall<AdminCoupon>({ url: '/api/coupon', method: 'POST', body }, bq),
      invalidatesTags: ['Coupon', 'Audit'],
    }),
    updateCoupon: build.mutation<AdminCoupon, CouponFields & { id: number }>({
      queryFn: (body, bq) => adminCall<AdminCoupon>({ url: '/api/coupon', method: 'PUT', body }, bq),
      invalidatesTags: (_r, _e, body) => ['Coupon', { type: 'Coupon', id: body.id }, 'Audit'],
    }),
    generateSerials: build.mutation<SerialBatch, { id: number; count: number }>({
      queryFn: ({ id, count }, bq) => adminCall<SerialBatch>({ url: `/api/coupon/${id}/serials`, method: 'POST', body: { count } }, bq),
      invalidatesTags: (_r, _e, { id }) => ['Coupon', { type: 'Coupon', id }, 'Audit'],
    }),
  }),
});

export const {
  useListBannersQuery,
  useGetBannerQuery,
  useUpdateBannerMutation,
  useUploadMarketingImageMutation,
  useListPopupsQuery,
  useGetPopupQuery,
  useCreatePopupMutation,
  useUpdatePopupMutation,
  useDeletePopupMutation,
  useListCouponsQuery,
  useGetCouponQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  useGenerateSerialsMutation,
} = marketingApi;
