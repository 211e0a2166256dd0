import { useSelector } from 'react-redux';
import { CouponsSummary } from '@/features/coupons/components/coupons-summary';
import { MyPageOverview } from '@/features/member/components/my-page-overview';
import { selectMember } from '@/features/member/store/member-slice';
import { RecentOrders } from '@/features/orders/components/recent-orders';
import { PointsSummary } from '@/features/points/components/points-summary';

/**
 * /mypage: the member feature's overview, filled by the features that own each figure (features meet here): the
 * points balance, the usable coupons and the latest orders. Each block loads on its own, in its final size.
 */
export default function MyPageOverviewRoute() {
  const member = useSelector(selectMember);
  return (
    <MyPageOverview
      figures={
        <>
          <PointsSummary memberId={member.id} />
          <CouponsSummary memberId={member.id} />
        </>
      }
      recentOrders={<RecentOrders memberId={member.id} />}
    />
  );
}
