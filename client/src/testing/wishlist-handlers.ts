import { http, HttpResponse } from 'msw';
import type { WishlistItem } from '@/types/api';
import { fail, ok, page } from './fixtures';

/** A saved goods item as the server lists it. */
export function wishlistItem(id: number, goodsName: string, price: number, extra: Partial<WishlistItem> = {}): WishlistItem {
  return {
    id,
    goodsName,
    price,
    thumb_src: `/images/goods/${id}-1.svg`,
    showGoods: [{ id: id * 10, categoryId: 1 }],
    onSale: true,
    savedAt: '2026-11-01T09:00:00.000Z',
    ...extra,
  };
}

export interface WishlistCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

/**
 * The wishlist endpoints over one in-memory list (newest first), recording each call. `known` names the goods an add
 * may save; `refuseAdd` answers every add with that failure (the capacity's 409, say).
 */
export function serveWishlist({ saved = [] as WishlistItem[], known = [] as WishlistItem[], refuseAdd = null as { status: number; message: string } | null } = {}) {
  const list = [...saved];
  const calls: WishlistCall[] = [];
  const record = async (request: Request, withBody = false) => {
    const url = new URL(request.url);
    const body = withBody ? ((await request.json()) as Record<string, unknown>) : undefined;
    calls.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
    return { url, body };
  };
  const handlers = [
    http.get('/api/member/wishlist/ids', async ({ request }) => {
      await record(request);
      return HttpResponse.json(ok('dto', { goodsIds: list.map((item) => item.id) }));
    }),
    http.get('/api/member/wishlist', async ({ request }) => {
      const { url } = await record(request);
      const p = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 10);
      return HttpResponse.json(ok('dto', page(list.slice(p * size, p * size + size), { page: p, size, totalElements: list.length })));
    }),
    http.post('/api/member/wishlist', async ({ request }) => {
      const { body } = await record(request, true);
      if (refuseAdd) return HttpResponse.json(fail('4090', refuseAdd.message, 'CATALOG.WISHLIST_FULL'), { status: refuseAdd.status });
      const goodsId = Number(body?.goodsId);
      const changed = !list.some((item) => item.id === goodsId);
      if (changed) list.unshift(known.find((item) => item.id === goodsId) ?? wishlistItem(goodsId, `상품 ${goodsId}`, 10_000));
      return HttpResponse.json({ ...ok('dto', { goodsId, wished: true, changed, count: list.length }), message: '찜한 상품에 담았습니다.' });
    }),
    http.delete('/api/member/wishlist/:goodsId', async ({ request, params }) => {
      await record(request);
      const goodsId = Number(params.goodsId);
      const index = list.findIndex((item) => item.id === goodsId);
      if (index >= 0) list.splice(index, 1);
      return HttpResponse.json({ ...ok('dto', { goodsId, wished: false, changed: index >= 0, count: list.length }), message: '찜한 상품에서 삭제했습니다.' });
    }),
  ];
  return { handlers, calls, list };
}
