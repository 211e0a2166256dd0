import { http, HttpResponse } from 'msw';
import type { OrderRecord, UsableCoupon } from '@/types/api';
import { ok, page } from './fixtures';

/** A usable coupon as coupon_list answers it. */
export function usableCoupon(id: number, couponName: string, expirationDate: string, daysRemaining: number): UsableCoupon {
  return {
    id,
    couponId: id,
    couponCode: `COUPON${String(id).padStart(10, '0')}`,
    couponName,
    discountRate: null,
    discountPrice: 3_000,
    minPrice: 0,
    startDate: '2026-01-01T00:00:00.000Z',
    expirationDate,
    forNew: 'N',
    daysRemaining,
  };
}

/**
 * My Page overview's three reads: the latest orders, the points (balance with the ledger's first page) and the usable
 * coupons. Each answer can be replaced; `hold` keeps every answer back until the promise it returns settles.
 */
export function serveOverview({
  orders = [] as OrderRecord[],
  balance = 0,
  coupons = [] as UsableCoupon[],
  hold = null as Promise<void> | null,
} = {}) {
  const asked: string[] = [];
  const wait = async (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    if (hold) await hold;
  };
  const handlers = [
    http.get('/api/order/:memberId', async ({ request }) => {
      await wait(request);
      return HttpResponse.json(ok('dto', page(orders, { size: 3, totalElements: orders.length })));
    }),
    http.get('/api/member/points', async ({ request }) => {
      await wait(request);
      return HttpResponse.json(ok('dto', { balance, entries: page([], { size: 10 }) }));
    }),
    http.get('/api/member/coupon_list', async ({ request }) => {
      await wait(request);
      return HttpResponse.json(ok('dto', { couponDtos: coupons }));
    }),
  ];
  return { handlers, asked };
}
