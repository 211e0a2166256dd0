import { WISHLIST_NOW, wishlistWorld } from '../../testing/wishlist-world';
import { ForgetMemberWishlistService } from './forget-member-wishlist.service';

describe('ForgetMemberWishlistService', () => {
  it('deletes the named members\' rows in one unit and leaves the others', async () => {
    const { wishlist, unitOfWork } = wishlistWorld();
    await wishlist.add(7, 1, WISHLIST_NOW);
    await wishlist.add(7, 4, WISHLIST_NOW);
    await wishlist.add(8, 2, WISHLIST_NOW);
    expect(await new ForgetMemberWishlistService(wishlist, unitOfWork).forget([7])).toBe(2);
    expect(wishlist.rows.map((row) => [row.memberId, row.goodsId])).toEqual([[8, 2]]);
    expect(unitOfWork.units).toBe(1);
  });
});
