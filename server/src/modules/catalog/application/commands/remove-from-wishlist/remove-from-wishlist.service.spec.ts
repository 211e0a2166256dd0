import { WISHLIST_NOW, wishlistWorld } from '../../testing/wishlist-world';
import { RemoveFromWishlistService } from './remove-from-wishlist.service';

describe('RemoveFromWishlistService', () => {
  function setUp() {
    const world = wishlistWorld();
    return { ...world, service: new RemoveFromWishlistService(world.wishlist, world.unitOfWork) };
  }

  it('removes the member\'s row once; again it is a success that changed nothing', async () => {
    const { service, wishlist } = setUp();
    await wishlist.add(7, 1, WISHLIST_NOW);
    await wishlist.add(7, 2, WISHLIST_NOW);
    await wishlist.add(8, 1, WISHLIST_NOW);
    expect(await service.execute({ memberId: 7, goodsId: 1 })).toEqual({ ok: true, value: { goodsId: 1, wished: false, changed: true, count: 1 } });
    expect(await service.execute({ memberId: 7, goodsId: 1 })).toEqual({ ok: true, value: { goodsId: 1, wished: false, changed: false, count: 1 } });
    expect(await wishlist.has(8, 1)).toBe(true);
  });

  it('removes goods no longer sold, and answers not found only for an id no goods has', async () => {
    const { service, wishlist } = setUp();
    await wishlist.add(7, 4, WISHLIST_NOW);
    expect(await service.execute({ memberId: 7, goodsId: 4 })).toMatchObject({ ok: true, value: { changed: true, count: 0 } });
    expect(await service.execute({ memberId: 7, goodsId: 999 })).toMatchObject({ ok: false, kind: 'not-found', code: 'CATALOG.GOODS_NOT_FOUND' });
  });
});
