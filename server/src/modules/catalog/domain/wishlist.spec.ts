import { checkWishlistRoom, WISHLIST_CAPACITY } from './wishlist';

describe('checkWishlistRoom', () => {
  it('takes one more below the capacity and refuses at it, with the Korean message', () => {
    expect(WISHLIST_CAPACITY).toBe(200);
    expect(checkWishlistRoom(0).ok).toBe(true);
    expect(checkWishlistRoom(WISHLIST_CAPACITY - 1).ok).toBe(true);
    expect(checkWishlistRoom(WISHLIST_CAPACITY)).toEqual({
      ok: false,
      kind: 'conflict',
      code: 'CATALOG.WISHLIST_FULL',
      message: '찜한 상품은 최대 200개까지 담을 수 있습니다. 찜 목록을 정리한 뒤 다시 시도해주세요.',
    });
  });
});
