import { WISHLIST_CAPACITY } from '../../../domain/wishlist';
import { WISHLIST_NOW, wishlistWorld } from '../../testing/wishlist-world';
import { AddToWishlistService } from './add-to-wishlist.service';

describe('AddToWishlistService', () => {
  function setUp(extraGoods = 0) {
    const world = wishlistWorld(extraGoods);
    return { ...world, service: new AddToWishlistService(world.wishlist, world.unitOfWork, world.clock) };
  }

  it('saves a goods on sale once, under the member\'s lock, in one unit; again it changes nothing', async () => {
    const { service, wishlist, unitOfWork } = setUp();
    expect(await service.execute({ memberId: 7, goodsId: 1 })).toEqual({ ok: true, value: { goodsId: 1, wished: true, changed: true, count: 1 } });
    expect(await service.execute({ memberId: 7, goodsId: 1 })).toEqual({ ok: true, value: { goodsId: 1, wished: true, changed: false, count: 1 } });
    expect(wishlist.rows).toEqual([{ memberId: 7, goodsId: 1, savedAt: WISHLIST_NOW }]);
    expect(wishlist.reserved).toEqual([7, 7]);
    expect(unitOfWork.units).toBe(2);
  });

  it('answers goods not found for an unknown or hidden goods item and saves nothing', async () => {
    const { service, wishlist } = setUp();
    for (const goodsId of [4, 999]) {
      expect(await service.execute({ memberId: 7, goodsId })).toMatchObject({ ok: false, kind: 'not-found', code: 'CATALOG.GOODS_NOT_FOUND' });
    }
    expect(wishlist.rows).toEqual([]);
  });

  it('refuses the item past the capacity with the Korean message, yet answers one already saved', async () => {
    const { service, wishlist } = setUp(WISHLIST_CAPACITY);
    for (let i = 0; i < WISHLIST_CAPACITY; i += 1) await wishlist.add(7, 100 + i, WISHLIST_NOW);
    expect(await service.execute({ memberId: 7, goodsId: 1 })).toEqual({
      ok: false,
      kind: 'conflict',
      code: 'CATALOG.WISHLIST_FULL',
      message: '찜한 상품은 최대 200개까지 담을 수 있습니다. 찜 목록을 정리한 뒤 다시 시도해주세요.',
    });
    expect(await service.execute({ memberId: 7, goodsId: 100 })).toMatchObject({ ok: true, value: { changed: false, count: WISHLIST_CAPACITY } });
    expect(await wishlist.count(7)).toBe(WISHLIST_CAPACITY);
    // Another member's list is counted on its own.
    expect(await service.execute({ memberId: 8, goodsId: 1 })).toMatchObject({ ok: true, value: { changed: true, count: 1 } });
  });
});
