import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { insert } from '@/features/cart/store/cart-slice';
import { GoodsDetailPage } from '@/features/catalog/routes/goods-detail-page';
import { selectMemberId } from '@/features/member/store/member-slice';
import { setPaymentGoods } from '@/features/checkout/store/payment-goods-slice';
import { WishButton } from '@/features/wishlist/components/wish-button';
import { lineKey, type LineItem } from '@/lib/line-item';
import { cartOpenSearch, type CartOpenState } from '../layout/cart-open';

/** The product page, wired to the cart, the member, the wishlist and checkout (features meet here, not in each other). */
export default function GoodsDetailRoute() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const memberId = useSelector(selectMemberId);
  const { pathname, search } = useLocation();

  // Added: the cart drawer opens over the page with the new line marked (the shell reads `cartAdded`).
  const addToCart = useCallback(
    (line: LineItem) => {
      dispatch(insert(line));
      const state: CartOpenState = { cartAdded: lineKey(line) };
      navigate({ pathname, search: cartOpenSearch(search) }, { replace: true, state });
    },
    [dispatch, navigate, pathname, search],
  );

  const buyNow = useCallback(
    (line: LineItem) => {
      // That item alone, with its options and quantity; the cart is not touched. Back leaves checkout for this page.
      dispatch(setPaymentGoods({ items: [line], source: 'buy-now', returnTo: pathname }));
      if (!memberId) {
        // 회원 로그인 (back to checkout with this line, lib/return-path.ts) or 비회원 주문, chosen at /guest-order.
        navigate(paths.guestOrder.getHref());
        return;
      }
      navigate(paths.orderInfo.getHref());
    },
    [dispatch, memberId, navigate, pathname],
  );

  const heart = useCallback((goodsId: number) => <WishButton goodsId={goodsId} memberId={memberId} look="detail" />, [memberId]);

  return <GoodsDetailPage onAddToCart={addToCart} onBuyNow={buyNow} signedIn={Boolean(memberId)} nameAction={heart} />;
}
