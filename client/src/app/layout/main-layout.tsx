import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { selectCartCount } from '@/features/cart/store/cart-selectors';
import { useLogoutMember } from '@/features/member/hooks/use-logout-member';
import { selectMember, selectMustChangePassword } from '@/features/member/store/member-slice';
import { setPaymentGoods } from '@/features/checkout/store/payment-goods-slice';
import { paths } from '@/config/paths';
import type { LineItem } from '@/lib/line-item';
import { ChatWidget } from '@/components/layouts/chat-widget';
import { Footer } from '@/components/layouts/footer';
import { Header } from '@/components/layouts/header';
import { addedLineKey } from './cart-open';
import { CartDrawer, MenuDrawer, MountWhenOpened, SearchDrawer } from './lazy-drawers';
import { PromoBar } from '@/components/layouts/promo-bar';
import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { useReleaseFirstPaintUnlessLeading } from '@/lib/first-paint';
import styles from './main-layout.module.css';

type DrawerName = 'menu' | 'search' | 'cart' | null;

/** Paths containing "admin" (the back office and its login) get no storefront header or footer. */
export const isBarePath = (pathname: string) => pathname.includes('admin');

/**
 * The storefront shell: promo bar, sticky header, the three drawers (one open at a time; ?cart=on opens
 * the cart), the page, the footer. Features meet here: the cart's checkout hands its lines to payment.
 */
export function MainLayout() {
  const { pathname } = useLocation();
  useReleaseFirstPaintUnlessLeading(pathname);
  return (
    <>
      <ScrollToTop />
      {isBarePath(pathname) ? <Outlet /> : <StorefrontShell />}
    </>
  );
}

function StorefrontShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const member = useSelector(selectMember);
  const memberId = member.id;
  const memberName = memberId > 0 ? member.memberName : null;
  const mustChangePassword = useSelector(selectMustChangePassword);
  const cartCount = useSelector(selectCartCount);
  const [drawer, setDrawer] = useState<DrawerName>(null);
  const cartParam = new URLSearchParams(location.search).get('cart') === 'on';
  // Opened by 장바구니 on a product page: that line is marked and the addition announced.
  const justAdded = cartParam ? addedLineKey(location.state) : undefined;
  const logoutAndLeave = useLogoutMember();

  // After a login with a temporary password the server opens nothing but the password change: go there.
  useEffect(() => {
    if (mustChangePassword && location.pathname !== paths.newPassword.path) {
      navigate(paths.newPassword.getHref(), { replace: true });
    }
  }, [mustChangePassword, location.pathname, navigate]);

  const logoutMember = useCallback(() => {
    setDrawer(null);
    return logoutAndLeave();
  }, [logoutAndLeave]);

  // A new page closes whatever drawer was open; ?cart=on opens the cart.
  useEffect(() => {
    setDrawer(cartParam ? 'cart' : null);
  }, [location.pathname, cartParam]);

  const close = useCallback(() => {
    setDrawer(null);
    if (cartParam) {
      const params = new URLSearchParams(location.search);
      params.delete('cart');
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    }
  }, [cartParam, location.pathname, location.search, navigate]);

  const checkout = useCallback(
    (items: LineItem[]) => dispatch(setPaymentGoods({ items, source: 'cart' })),
    [dispatch],
  );

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        본문 바로가기
      </a>
      <PromoBar />
      <Header
        cartCount={cartCount}
        memberName={memberName}
        onLogout={logoutMember}
        onOpenMenu={() => setDrawer('menu')}
        onOpenSearch={() => setDrawer('search')}
        onOpenCart={() => setDrawer('cart')}
      />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <MountWhenOpened open={drawer === 'menu'}>
        <MenuDrawer open={drawer === 'menu'} onClose={close} memberName={memberName} onLogout={logoutMember} />
      </MountWhenOpened>
      <MountWhenOpened open={drawer === 'search'}>
        <SearchDrawer open={drawer === 'search'} onClose={close} />
      </MountWhenOpened>
      <MountWhenOpened open={drawer === 'cart'}>
        <CartDrawer open={drawer === 'cart'} onClose={close} memberId={memberId} onCheckout={checkout} justAdded={justAdded} />
      </MountWhenOpened>
      <ChatWidget member={member} />
    </div>
  );
}
