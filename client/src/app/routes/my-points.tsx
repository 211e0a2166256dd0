import { useSelector } from 'react-redux';
import { selectMember } from '@/features/member/store/member-slice';
import { PointsPage } from '@/features/points/routes/points-page';

/** /mypage/point: the points feature, given the member the My Page layout let in (features meet here). */
export default function MyPointsRoute() {
  const member = useSelector(selectMember);
  return <PointsPage memberId={member.id} />;
}
