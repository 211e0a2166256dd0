import { http, HttpResponse } from 'msw';
import { banners, card, ok, page } from './fixtures';

export const homeGoods = {
  best: [card(1, '미니 토트백', 189000, 1), card(2, '카드 지갑', 59000, 2), card(3, '레더 키링', 29000, 3)],
  all: [card(4, '빅 토트백', 259000, 1), card(5, '반지갑', 89000, 2), card(6, '카드 홀더', 49000, 2)],
};

/** Handlers for the home page's calls (banners, best sellers, all items). */
export const homeHandlers = [
  http.get('/api/banner.php', () => HttpResponse.json(ok('dto', banners))),
  http.get('/api/goods/category.php', ({ request }) => {
    const categoryId = new URL(request.url).searchParams.get('categoryId');
    return HttpResponse.json(ok('dto', page(categoryId === '5' ? homeGoods.best : homeGoods.all, { size: 3 })));
  }),
];
