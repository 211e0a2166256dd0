import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BagIcon, MenuIcon, SearchIcon, UserIcon } from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';
import { NAV_ITEMS } from './nav-items';
import styles from './header.module.css';

export interface HeaderProps {
  cartCount: number;
  /** The logged-in member's name; null for a guest. */
  memberName: string | null;
  onLogout: () => void;
  onOpenMenu: () => void;
  onOpenSearch: () => void;
  onOpenCart: () => void;
}

/** Sticks to the top once the page is scrolled (it sits below the promo bar until then). */
export function Header({ cartCount, memberName, onLogout, onOpenMenu, onOpenSearch, onOpenCart }: HeaderProps) {
  const loggedIn = memberName !== null;
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={`${styles.header} ${scrolled ? styles.scrolled : ''}`} data-scrolled={scrolled}>
      <div className={styles.inner}>
        <div className={styles.left}>
          <button type="button" className={`${styles.icon} ${styles.menuButton}`} onClick={onOpenMenu} aria-label="메뉴 열기">
            <MenuIcon />
          </button>
          <nav className={styles.nav} aria-label="주 메뉴">
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <Link to="/" className={styles.logo} aria-label="the shop 홈">
          <img src="/images/brand/logo.svg" alt="the shop" />
        </Link>

        <div className={styles.right}>
          {loggedIn && (
            <div className={styles.member} data-testid="member-links">
              <span className={styles.greeting}>{memberName}님 환영합니다</span>
              <Link to={paths.myPage.getHref()} className={styles.memberLink}>
                마이페이지
              </Link>
              <Link to={paths.myOrders.getHref()} className={styles.memberLink}>
                주문조회
              </Link>
              <button type="button" className={styles.memberLink} onClick={onLogout}>
                로그아웃
              </button>
            </div>
          )}
          {!loggedIn && (
            <div className={styles.member} data-testid="guest-links">
              <Link to={paths.orderLookup.getHref()} className={styles.memberLink}>
                주문조회
              </Link>
            </div>
          )}
          <button type="button" className={styles.icon} onClick={onOpenSearch} aria-label="검색 열기">
            <SearchIcon />
          </button>
          <Link
            to={loggedIn ? paths.myPage.getHref() : paths.login.getHref()}
            className={`${styles.icon} ${styles.account}`}
            aria-label={loggedIn ? '마이페이지' : '로그인'}
          >
            <UserIcon />
          </Link>
          <button type="button" className={styles.icon} onClick={onOpenCart} aria-label={`장바구니 열기, ${cartCount}개 담김`}>
            <BagIcon />
            {cartCount > 0 && (
              <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
                {cartCount}
              </span>
            )}
          </button>
        </div>
      </div>
    </header>
  );
}
