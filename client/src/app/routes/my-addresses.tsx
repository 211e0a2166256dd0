import { useSelector } from 'react-redux';
import { AddressesPage } from '@/features/addresses/routes/addresses-page';
import { AddressFormPage } from '@/features/addresses/routes/address-form-page';
import { selectMember } from '@/features/member/store/member-slice';

/** /mypage/address: the address book, given the member the My Page layout let in (features meet here). */
export default function MyAddressesRoute() {
  const member = useSelector(selectMember);
  return <AddressesPage memberId={member.id} />;
}

/** /mypage/address/post and /mypage/address/:addressId travel in the list's chunk (the router picks this by name). */
export function MyAddressFormRoute() {
  const member = useSelector(selectMember);
  return <AddressFormPage memberId={member.id} />;
}
