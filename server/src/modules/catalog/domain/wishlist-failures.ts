import { type Failure, fail } from '../../../shared/domain/result';

/** Expected failures of the wishlist; an unknown goods item is the catalog's CATALOG.GOODS_NOT_FOUND. */
export const WishlistFailures = {
  full: (capacity: number): Failure =>
    fail('conflict', 'CATALOG.WISHLIST_FULL', `찜한 상품은 최대 ${capacity}개까지 담을 수 있습니다. 찜 목록을 정리한 뒤 다시 시도해주세요.`),
} as const;

export const WishlistMessages = {
  added: '찜한 상품에 담았습니다.',
  removed: '찜한 상품에서 삭제했습니다.',
} as const;
