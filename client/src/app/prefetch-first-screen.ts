import { HOME_BLOCK_SIZE } from '@/config/shop';
import { catalogApi } from '@/features/catalog/api/catalog-api';
import type { AppStore } from './store';

const DETAIL_PATH = /^\/(?:best-seller|bags|wallets|accessories)\/(\d+)\/?$/;

/**
 * Starts the first screen's requests while its code is still on the way, instead of after that code has loaded
 * and rendered: the home page's banners and two blocks, a product's details. RTK Query keeps the answers (60 s)
 * for the page that subscribes a moment later; the arguments are the ones those pages use. The screen's largest
 * image needs no help here: the server writes it into index.html's first paint (lib/first-paint.ts).
 */
export function prefetchFirstScreen(store: AppStore, pathname: string) {
  const prefetch = catalogApi.util.prefetch;
  if (pathname === '/') {
    store.dispatch(prefetch('getBanners', undefined, {}));
    store.dispatch(prefetch('getGoodsByCategory', { categoryId: 5, page: 0, sort: 1, size: HOME_BLOCK_SIZE }, {}));
    store.dispatch(prefetch('getGoodsByCategory', { categoryId: 4, page: 0, sort: 1, size: HOME_BLOCK_SIZE }, {}));
    return;
  }
  const detail = DETAIL_PATH.exec(pathname);
  if (detail) store.dispatch(prefetch('getGoodsDetail', Number(detail[1]), {}));
}
