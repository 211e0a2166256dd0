/* A wishlist for unit specs: four goods (the fourth hidden), the inline unit of work and a fixed clock. */
import { InlineUnitOfWork } from '../../../../shared/application/testing/inline-unit-of-work';
import { InMemoryWishlist, type InMemoryWishlistGoods } from './in-memory-wishlist';

export const WISHLIST_NOW = new Date('2026-11-01T09:00:00Z');

export function wishlistWorld(extraGoods = 0) {
  const goods: InMemoryWishlistGoods[] = [
    { id: 1, goodsName: '미니 토트백', price: 189_000, thumbSrc: '/images/goods/1.svg', categories: [{ id: 1, categoryId: 1 }], hidden: false },
    { id: 2, goodsName: '카드 지갑', price: 59_000, thumbSrc: '/images/goods/2.svg', categories: [], hidden: false },
    { id: 3, goodsName: '키 링', price: 29_000, thumbSrc: '/images/goods/3.svg', categories: [], hidden: false },
    { id: 4, goodsName: '판매 종료 백', price: 99_000, thumbSrc: '/images/goods/4.svg', categories: [], hidden: true },
  ];
  for (let i = 0; i < extraGoods; i += 1) {
    goods.push({ id: 100 + i, goodsName: `상품 ${i}`, price: 1_000, thumbSrc: '/images/goods/x.svg', categories: [], hidden: false });
  }
  const wishlist = new InMemoryWishlist(goods);
  const unitOfWork = new InlineUnitOfWork();
  return { wishlist, unitOfWork, clock: { now: () => WISHLIST_NOW } };
}
