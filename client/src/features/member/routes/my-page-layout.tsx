import { useSelector } from 'react-redux';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MyPageMenu } from '../components/my-page-menu';
import { useGuestRedirect } from '../hooks/use-guest-redirect';
import { useLogoutMember } from '../hooks/use-logout-member';
import { selectMember } from '../store/member-slice';
import styles from './my-page-layout.module.css';

/**
 * /mypage and its screens: members only (a guest goes to /login, a member who logs out here goes home). Wider screens get the side menu beside the
 * screen; on a phone /mypage itself is the menu and the other screens lead back to it.
 */
export default function MyPageLayout() {
  const member = useSelector(selectMember);
  const { pathname } = useLocation();
  const logoutMember = useLogoutMember();
  const guestRedirect = useGuestRedirect(member.id);

  if (!member.id) return <Navigate to={guestRedirect} replace />;

  const atMenu = pathname.replace(/\/+$/, '') === paths.myPage.path;

  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <p className={styles.eyebrow}>My Page</p>
        <p className={styles.greeting}>
          <strong>{member.memberName}</strong>님
        </p>
        <MyPageMenu look="side" onLogout={logoutMember} />
      </aside>
      <div className={styles.content}>
        {!atMenu && (
          <Link to={paths.myPage.getHref()} className={styles.back}>
            <span aria-hidden="true">←</span> 마이페이지
          </Link>
        )}
        <Outlet />
      </div>
    </div>
  );
}
