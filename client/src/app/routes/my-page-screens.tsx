import { useSelector } from 'react-redux';
import { AddressesPage } from '@/features/addresses/routes/addresses-page';
import { AddressFormPage } from '@/features/addresses/routes/address-form-page';
import { CouponsPage } from '@/features/coupons/routes/coupons-page';
import { selectMember } from '@/features/member/store/member-slice';
import { PointsPage } from '@/features/points/routes/points-page';
import { WishlistPage } from '@/features/wishlist/routes/wishlist-page';

/**
 * My Page's coupons, points, wishlist and address book, given the member the My Page layout let in (features meet here).
 * They share one chunk, picked by name: three small screens, and one entry fewer each in the first load's route table.
 */
export function MyCouponsRoute() {
  const member = useSelector(selectMember);
  return <CouponsPage memberId={member.id} />;
}

export function MyPointsRoute() {
  const member = useSelector(selectMember);
  return <PointsPage memberId={member.id} />;
}

export function MyWishlistRoute() {
  const member = useSelector(selectMember);
  return <WishlistPage memberId={member.id} />;
}

export function MyAddressesRoute() {
  const member = useSelector(selectMember);
  return <AddressesPage memberId={member.id} />;
}

/** /mypage/address/post and /mypage/address/:addressId. */
export function MyAddressFormRoute() {
  const member = useSelector(selectMember);
  return <AddressFormPage memberId={member.id} />;
}
