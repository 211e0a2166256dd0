import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './my-page-menu.module.css';

/**
 * My Page's entries: the spec's order, coupon, info, address and inquiry, plus points, the wishlist and the password
 * change.
 * `within`: the pages reached from an entry that keep it marked (a review is written from an order, withdrawal is
 * under the member's info).
 */
export const MY_PAGE_LINKS: readonly { href: string; label: string; en: string; within?: readonly string[] }[] = [
  { href: paths.myOrders.getHref(), label: '주문조회', en: 'Orders', within: ['/mypage/review/'] },
  { href: paths.myCoupons.getHref(), label: '쿠폰', en: 'Coupons' },
  { href: paths.myPoints.getHref(), label: '적립금', en: 'Points' },
  { href: paths.myWishlist.getHref(), label: '찜한 상품', en: 'Wishlist' },
  { href: paths.myInfo.getHref(), label: '회원정보 수정', en: 'Account', within: [paths.withdraw.getHref()] },
  { href: paths.changePassword.getHref(), label: '비밀번호 변경', en: 'Password' },
  { href: paths.myAddresses.getHref(), label: '배송지 관리', en: 'Address book' },
  { href: paths.myInquiries.getHref(), label: '1:1 문의', en: 'Inquiry' },
];

/** The overview's shortcuts on wider screens (a phone has the whole grid there): the spec's five and the wishlist. */
export const MY_PAGE_SHORTCUTS = [paths.myOrders, paths.myCoupons, paths.myWishlist, paths.myInfo, paths.myAddresses, paths.myInquiries].map(
  (path) => MY_PAGE_LINKS.find((item) => item.href === path.getHref())!,
);

export interface MyPageMenuProps {
  /** 'side' is the list beside the page on wider screens; 'grid' the tiles /mypage shows on a phone. */
  look: 'side' | 'grid';
  onLogout: () => void;
}

/** The My Page entries plus 로그아웃, as a side list or as a grid of tiles. */
export function MyPageMenu({ look, onLogout }: MyPageMenuProps) {
  const grid = look === 'grid';
  const { pathname } = useLocation();
  /** 'page' on the entry's page or below it (an order's detail), 'true' on a page reached from it. */
  const current = (item: (typeof MY_PAGE_LINKS)[number]) => {
    if (pathname === item.href || pathname.startsWith(`${item.href}/`)) return 'page' as const;
    return item.within?.some((prefix) => pathname.startsWith(prefix)) ? ('true' as const) : undefined;
  };
  return (
    <nav aria-label={grid ? '마이페이지 바로가기' : '마이페이지 메뉴'}>
      <ul className={grid ? styles.grid : styles.side}>
        {MY_PAGE_LINKS.map((item) => {
          const marked = current(item);
          return (
            <li key={item.href}>
              <Link to={item.href} aria-current={marked} className={`${styles.link} ${marked ? styles.active : ''}`}>
                <span className={styles.label}>{item.label}</span>
                {grid && <span className={styles.en}>{item.en}</span>}
              </Link>
            </li>
          );
        })}
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
