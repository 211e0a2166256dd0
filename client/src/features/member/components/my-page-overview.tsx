import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useLogoutMember } from '../hooks/use-logout-member';
import { selectMember } from '../store/member-slice';
import { MyPageHead } from './my-page-head';
import { MY_PAGE_SHORTCUTS, MyPageMenu } from './my-page-menu';
import styles from './my-page-overview.module.css';

export interface MyPageOverviewProps {
  /** The figures side by side (points, coupons), each a SummaryCard of its feature. */
  figures: ReactNode;
  /** The latest orders (the orders feature's block). */
  recentOrders: ReactNode;
}

/**
 * /mypage: the member's greeting, the figures, the latest orders and the shortcuts. On a phone the shortcuts are the
 * spec's menu grid (with 로그아웃); wider screens keep the side menu beside the page and show the six shortcuts as tiles.
 */
export function MyPageOverview({ figures, recentOrders }: MyPageOverviewProps) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const member = useSelector(selectMember);
  const logoutMember = useLogoutMember();

  return (
    <section className={styles.page} aria-labelledby="my-page-title">
      <MyPageHead eyebrow="My Page" title="마이페이지" lead={`${member.memberName}님, 반갑습니다.`} />
      <div className={styles.figures}>{figures}</div>
      {recentOrders}
      <section className={styles.shortcuts} aria-labelledby="my-page-shortcuts-title">
        <h2 id="my-page-shortcuts-title" className={styles.heading}>
          바로가기
        </h2>
        {mobile ? (
          <MyPageMenu look="grid" onLogout={logoutMember} />
        ) : (
          <ul className={styles.tiles}>
            {MY_PAGE_SHORTCUTS.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={styles.tile}>
                  <span className={styles.tileLabel}>{item.label}</span>
                  <span className={styles.tileEn}>{item.en}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
