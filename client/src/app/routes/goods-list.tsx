import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import GoodsListPage from '@/features/catalog/routes/goods-list-page';
import { selectMemberId } from '@/features/member/store/member-slice';
import { WishButton } from '@/features/wishlist/components/wish-button';
import type { GoodsCard } from '@/types/api';

/**
 * The goods lists, each card with the wishlist's heart (features meet here). Every heart reads the same one call of
 * the member's saved ids, so a page of cards costs one request, and a guest's costs none.
 */
export default function GoodsListRoute() {
  const memberId = useSelector(selectMemberId);
  const heart = useCallback((goods: GoodsCard) => <WishButton goodsId={goods.id} memberId={memberId} />, [memberId]);
  return <GoodsListPage cardAction={heart} />;
}
