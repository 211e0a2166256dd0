import { useSelector } from 'react-redux';
import { CouponsPage } from '@/features/coupons/routes/coupons-page';
import { selectMember } from '@/features/member/store/member-slice';

/** /mypage/coupon: the coupons feature, given the member the My Page layout let in (features meet here). */
export default function MyCouponsRoute() {
  const member = useSelector(selectMember);
  return <CouponsPage memberId={member.id} />;
}
