import { api, payload } from '@/lib/api-client';
import type { Envelope } from '@/types/api';
import type { HeldCoupon, HeldCouponsArgs, Page, RegisterCouponArgs, UsableCoupon } from '../types';

/** My Page shows 2 coupons a page (spec, section 9). */
export const COUPON_PAGE_SIZE = 2;

/** My Page's coupon calls. Member-only: the session must be the member asked about. */
export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    heldCoupons: build.query<Page<HeldCoupon>, HeldCouponsArgs>({
      query: ({ memberId, page }) => ({ url: '/api/member/coupon.php', params: { id: memberId, page, size: COUPON_PAGE_SIZE } }),
      transformResponse: payload<Page<HeldCoupon>>('dto'),
      keepUnusedDataFor: 0,
    }),
    /** The coupons the member can still use (held, unused, not over), soonest to expire first, each with its D-n. */
    usableCoupons: build.query<UsableCoupon[], number>({
      query: (memberId) => ({ url: '/api/member/coupon_list', params: { memId: memberId } }),
      transformResponse: (body: Envelope) => (body.dto as { couponDtos?: UsableCoupon[] } | undefined)?.couponDtos ?? [],
      keepUnusedDataFor: 30,
    }),
    /** The server's success message. */
    registerCoupon: build.mutation<string, RegisterCouponArgs>({
      query: ({ memberId, serial }) => ({ url: '/api/member/coupon_save.php', method: 'POST', body: { c_serial: serial, memberId } }),
      transformResponse: (body: Envelope) => body.message,
    }),
  }),
});

export const { useHeldCouponsQuery, useUsableCouponsQuery, useRegisterCouponMutation } = couponsApi;
