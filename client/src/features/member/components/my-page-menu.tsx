import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './my-page-menu.module.css';

/** My Page's entries: the spec's order, coupon, info, address and inquiry, plus points and the password change. */
export const MY_PAGE_LINKS = [
  { href: paths.myOrders.getHref(), label: '주문조회', en: 'Orders' },
  { href: paths.myCoupons.getHref(), label: '쿠폰', en: 'Coupons' },
  { href: paths.myPoints.getHref(), label: '적립금', en: 'Points' },
  { href: paths.myInfo.getHref(), label: '회원정보 수정', en: 'Account' },
  { href: paths.changePassword.getHref(), label: '비밀번호 변경', en: 'Password' },
  { href: paths.myAddresses.getHref(), label: '배송지 관리', en: 'Address book' },
  { href: paths.myInquiries.getHref(), label: '1:1 문의', en: 'Inquiry' },
] as const;

export interface MyPageMenuProps {
  /** 'side' is the list beside the page on wider screens; 'grid' the tiles /mypage shows on a phone. */
  look: 'side' | 'grid';
  onLogout: () => void;
}

/** The My Page entries plus 로그아웃, as a side list or as a grid of tiles. */
export function MyPageMenu({ look, onLogout }: MyPageMenuProps) {
  const grid = look === 'grid';
  return (
    <nav aria-label={grid ? '마이페이지 바로가기' : '마이페이지 메뉴'}>
      <ul className={grid ? styles.grid : styles.side}>
        {MY_PAGE_LINKS.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
              <span className={styles.label}>{item.label}</span>
              {grid && <span className={styles.en}>{item.en}</span>}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.link} onClick={onLogout}>
            <span className={styles.label}>로그아웃</span>
            {grid && <span className={styles.en}>Log out</span>}
          </button>
        </li>
      </ul>
    </nav>
  );
}
