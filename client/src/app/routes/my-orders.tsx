import { useSelector } from 'react-redux';
import { OrdersPage } from '@/features/orders/routes/orders-page';
import { selectMember } from '@/features/member/store/member-slice';

// The detail travels in this route's chunk too (the router picks it by name).
export { OrderDetailPage } from '@/features/orders/routes/order-detail-page';

/** /mypage/order: the orders feature, given the member the My Page layout let in (features meet here). */
export default function MyOrdersRoute() {
  const member = useSelector(selectMember);
  return <OrdersPage memberId={member.id} />;
}
