import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/config/shop';
import { insert } from '@/features/cart/store/cart-slice';
import { GoodsDetailPage } from '@/features/catalog/routes/goods-detail-page';
import { selectMemberId } from '@/features/member/store/member-slice';
import { setPaymentGoods } from '@/features/checkout/store/payment-goods-slice';
import { WishButton } from '@/features/wishlist/components/wish-button';
import type { LineItem } from '@/lib/line-item';

/** The product page, wired to the cart, the member, the wishlist and checkout (features meet here, not in each other). */
export default function GoodsDetailRoute() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const memberId = useSelector(selectMemberId);
  const { pathname } = useLocation();

  const addToCart = useCallback((line: LineItem) => dispatch(insert(line)), [dispatch]);

  const buyNow = useCallback(
    (line: LineItem) => {
      if (!memberId) {
        window.alert(MESSAGES.loginFirst);
        navigate(paths.login.getHref());
        return;
      }
      // That item alone, with its options and quantity; the cart is not touched. Back leaves checkout for this page.
      dispatch(setPaymentGoods({ items: [line], source: 'buy-now', returnTo: pathname }));
      navigate(paths.orderInfo.getHref());
    },
    [dispatch, memberId, navigate, pathname],
  );

  const heart = useCallback((goodsId: number) => <WishButton goodsId={goodsId} memberId={memberId} look="detail" />, [memberId]);

  return <GoodsDetailPage onAddToCart={addToCart} onBuyNow={buyNow} signedIn={Boolean(memberId)} nameAction={heart} />;
}
