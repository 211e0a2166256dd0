import { InlineUnitOfWork } from '../../../../shared/application/testing/inline-unit-of-work';
import { InMemoryWishlist, type InMemoryWishlistGoods } from './in-memory-wishlist';
import { describeWishlistRepositoryContract } from './wishlist-repository.contract';

const GOODS: InMemoryWishlistGoods[] = [
  { id: 11, goodsName: '미니 토트백', price: 189_000, thumbSrc: '/images/goods/a.svg', categories: [{ id: 1, categoryId: 1 }], hidden: false },
  { id: 12, goodsName: '카드 지갑', price: 59_000, thumbSrc: '/images/goods/b.svg', categories: [{ id: 2, categoryId: 2 }], hidden: false },
  { id: 13, goodsName: '키 링', price: 29_000, thumbSrc: '/images/goods/c.svg', categories: [], hidden: false },
  { id: 14, goodsName: '판매 종료 백', price: 99_000, thumbSrc: '/images/goods/d.svg', categories: [{ id: 3, categoryId: 1 }], hidden: true },
];

describeWishlistRepositoryContract('in memory', async () => {
  const repository = new InMemoryWishlist(GOODS.map((goods) => ({ ...goods })));
  const unitOfWork = new InlineUnitOfWork();
  return {
    repository,
    unit: (work) => unitOfWork.run(work),
    members: [1, 2],
    goods: { onSale: [11, 12, 13], hidden: 14, unknown: 99 },
    expected: async (goodsId) => {
      const goods = GOODS.find((each) => each.id === goodsId)!;
      return { goodsId, goodsName: goods.goodsName, price: goods.price, thumbSrc: goods.thumbSrc, categories: goods.categories, onSale: !goods.hidden };
    },
  };
});
