import { HOME_BLOCK_SIZE } from '@/config/shop';
import { catalogApi } from '@/features/catalog/api/catalog-api';
import type { AppStore } from './store';

const DETAIL_PATH = /^\/(?:best-seller|bags|wallets|accessories)\/(\d+)\/?$/;
// A failed prefetch changes nothing: the page asks again and shows its own error.
const ignore = () => undefined;
const LIST_PATH = /^\/(?:all-items|best-seller|bags|wallets|accessories)\/?$/;

/** Asks the browser for an image now, ahead of the code that will show it (the screen's largest image). */
export function preloadImage(href: string, doc: Document = document) {
  const preloaded = [...doc.head.querySelectorAll('link[rel="preload"]')].some((link) => link.getAttribute('href') === href);
  if (preloaded) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}

/**
 * Starts the first screen's requests while its code is still on the way, instead of after that code has loaded
 * and rendered: the home page's banners and two blocks, a product's details, a list's banner image. RTK Query
 * keeps the answers (60 s) for the page that subscribes a moment later; the arguments are the ones those pages use.
 */
export function prefetchFirstScreen(store: AppStore, pathname: string) {
  const prefetch = catalogApi.util.prefetch;
  const { getBanners, getGoodsDetail } = catalogApi.endpoints;
  if (pathname === '/') {
    // The first banner tile is the home page's largest image.
    store
      .dispatch(getBanners.initiate(undefined, { subscribe: false }))
      .unwrap()
      .then((banners) => banners[0] && preloadImage(banners[0].img), ignore);
    store.dispatch(prefetch('getGoodsByCategory', { categoryId: 5, page: 0, sort: 1, size: HOME_BLOCK_SIZE }, {}));
    store.dispatch(prefetch('getGoodsByCategory', { categoryId: 4, page: 0, sort: 1, size: HOME_BLOCK_SIZE }, {}));
    return;
  }
  const detail = DETAIL_PATH.exec(pathname);
  if (detail) {
    // The gallery's first image is the product page's largest.
    store
      .dispatch(getGoodsDetail.initiate(Number(detail[1]), { subscribe: false }))
      .unwrap()
      .then((goods) => preloadImage(goods.goodsImgDtos?.[0]?.src ?? goods.thumb_src), ignore);
    return;
  }
  if (LIST_PATH.test(pathname)) {
    // The list's configuration is its own small chunk; it arrives beside the page's chunk.
    void import('@/features/catalog/utils/list-configs').then(({ listConfigFor }) => preloadImage(listConfigFor(pathname).banner));
  }
}
