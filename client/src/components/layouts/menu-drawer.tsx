import { Link, NavLink } from 'react-router-dom';
import { Drawer } from '@/components/ui/drawer/drawer';
import { paths } from '@/config/paths';
import { NAV_ITEMS } from './nav-items';
import styles from './menu-drawer.module.css';

export interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The logged-in member's name; null for a guest. */
  memberName: string | null;
  onLogout: () => void;
}

/** The navigation on small screens, with the member's greeting and links (the header has no room for them there). */
export function MenuDrawer({ open, onClose, memberName, onLogout }: MenuDrawerProps) {
  const loggedIn = memberName !== null;
  return (
    <Drawer open={open} onClose={onClose} side="left" eyebrow="Menu" title="메뉴">
      <nav aria-label="모바일 메뉴">
        {loggedIn && <p className={styles.greeting}>{memberName}님 환영합니다</p>}
        <ul className={styles.list}>
          {NAV_ITEMS.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} onClick={onClose} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                <span className={styles.label}>{item.label}</span>
                <span className={styles.en}>{item.en}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className={styles.secondary}>
          {loggedIn ? (
            <>
              <li>
                <NavLink to={paths.myPage.getHref()} onClick={onClose}>
                  마이페이지
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.myOrders.getHref()} onClick={onClose}>
                  주문조회
                </NavLink>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to={paths.login.getHref()} onClick={onClose}>
                  로그인
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.orderLookup.getHref()} onClick={onClose}>
                  주문조회
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.verification.getHref()} onClick={onClose}>
                  회원가입
                </NavLink>
              </li>
            </>
          )}
          <li>
            <Link to={paths.cart.getHref()}>장바구니</Link>
          </li>
          {loggedIn && (
            <li>
              <button type="button" onClick={onLogout}>
                로그아웃
              </button>
            </li>
          )}
        </ul>
      </nav>
    </Drawer>
  );
}
