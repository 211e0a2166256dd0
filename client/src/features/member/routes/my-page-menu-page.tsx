import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { MyPageHead } from '../components/my-page-head';
import { MyPageMenu } from '../components/my-page-menu';
import { useLogoutMember } from '../hooks/use-logout-member';
import { selectMember } from '../store/member-slice';

/**
 * /mypage itself: on a phone the menu as a grid of tiles; wider screens have the side menu already, so they go
 * straight on to the member info (/mypage/info).
 */
export default function MyPageMenuPage() {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const member = useSelector(selectMember);
  const logoutMember = useLogoutMember();

  if (!mobile) return <Navigate to={paths.myInfo.getHref()} replace />;

  return (
    <section aria-labelledby="my-page-title">
      <MyPageHead eyebrow="My Page" title="마이페이지" lead={`${member.memberName}님, 반갑습니다.`} />
      <MyPageMenu look="grid" onLogout={logoutMember} />
    </section>
  );
}
