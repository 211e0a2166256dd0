import { api, payload } from '@/lib/api-client';
import type { Envelope, GuestOrderer, OrderRecord } from '@/types/api';
import type { AddressPage, MemberCoupon, OrderEnd, Quote, QuoteArgs, SavedOrder, SaveOrderArgs } from '../types';

/** How many address-book entries the shipment step lists (spec, section 9). */
export const ADDRESS_PAGE_SIZE = 5;

/**
 * The checkout calls (the agreed checkout API). A member's session says who is asking; a verified guest's session
 * (비회원 주문, memberId 0) opens the same steps without coupons, points or the address book.
 */
export const checkoutApi = api.enhanceEndpoints({ addTagTypes: ['Quote'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The server's prices for the lines, coupon and points; a POST read, so a query (it refreshes when the args change). */
    quote: build.query<Quote, QuoteArgs>({
      query: (body) => ({ url: '/api/order/quote.php', method: 'POST', body }),
      transformResponse: payload<Quote>('dto'),
      keepUnusedDataFor: 30,
      // The payment saga invalidates it when the price changed under the shopper (CHECKOUT.PRICE_CHANGED).
      providesTags: ['Quote'],
    }),
    /** The same pricing as a one-off call, for the payment saga (it must not be served from the cache). */
    confirmQuote: build.mutation<Quote, QuoteArgs>({
      query: (body) => ({ url: '/api/order/quote.php', method: 'POST', body }),
      transformResponse: payload<Quote>('dto'),
    }),
    /** A fresh idempotency key for one checkout attempt. A GET, but never cached: a mutation. */
    paymentId: build.mutation<string, void>({
      query: () => ({ url: '/api/payment-id.php', method: 'GET' }),
      transformResponse: (body: Envelope) => body.orderId as string,
    }),
    saveOrder: build.mutation<SavedOrder, SaveOrderArgs>({
      query: (body) => ({ url: '/api/order_save.php', method: 'POST', body }),
      transformResponse: payload<SavedOrder>('dto'),
    }),
    /** The shopper gives up a pending order: it is cancelled; coupon and points stay untouched. */
    cancelPendingOrder: build.mutation<void, number>({
      query: (orderId) => ({ url: '/api/order_view.php', method: 'DELETE', params: { orderId } }),
      transformResponse: () => undefined,
    }),
    orderEnd: build.query<OrderEnd, number>({
      query: (oIdx) => ({ url: '/api/order_end.php', params: { o_idx: oIdx } }),
      transformResponse: (body: Envelope) => ({ orders: body.orders as OrderEnd['orders'], payment: (body.payment as OrderEnd['payment']) ?? null }),
      keepUnusedDataFor: 0,
    }),
    /** The verified guest's orderer, when this browser holds a guest session (else 401 CHECKOUT.GUEST_NOT_VERIFIED). */
    guestOrderer: build.query<GuestOrderer, void>({
      query: () => ({ url: '/api/guest/checkout' }),
      transformResponse: payload<GuestOrderer>('dto'),
      keepUnusedDataFor: 0,
    }),
    /** The guest's paid order for the complete screen (the guest session is scoped to it). */
    guestOrderEnd: build.query<OrderEnd, void>({
      query: () => ({ url: '/api/guest/order' }),
      transformResponse: (body: Envelope) => {
        const order = body.dto as OrderRecord;
        return { orders: order, payment: order.payments.find((payment) => payment.cancelled === 'N') ?? null };
      },
      keepUnusedDataFor: 0,
    }),
    couponList: build.query<MemberCoupon[], number>({
      query: (memId) => ({ url: '/api/member/coupon_list', params: { memId } }),
      transformResponse: (body: Envelope) => (body.dto as { couponDtos?: MemberCoupon[] } | undefined)?.couponDtos ?? [],
      keepUnusedDataFor: 0,
    }),
    addressBook: build.query<AddressPage, number>({
      query: (id) => ({ url: '/api/shipment/adr.php', params: { id, page: 0, size: ADDRESS_PAGE_SIZE } }),
      transformResponse: payload<AddressPage>('list'),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useQuoteQuery, useOrderEndQuery, useGuestOrdererQuery, useGuestOrderEndQuery, useCouponListQuery, useAddressBookQuery, useCancelPendingOrderMutation } = checkoutApi;
