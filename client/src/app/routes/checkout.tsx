import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { deleteItem } from '@/features/cart/store/cart-slice';
import type { LegalDocumentKind } from '@/features/checkout/components/checkout-environment';
import type { PaymentGoodsSource } from '@/features/checkout/store/payment-goods-slice';
import { useGuestOrdererQuery } from '@/features/checkout/api/checkout-api';
import { CheckoutLayout } from '@/features/checkout/routes/checkout-layout';
import { Spinner } from '@/components/ui/spinner/spinner';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { PRIVACY_POLICY } from '@/features/legal/documents/privacy-policy';
import { TERMS_OF_USE } from '@/features/legal/documents/terms-of-use';
import { useGuestRedirect } from '@/features/member/hooks/use-guest-redirect';
import { selectMember } from '@/features/member/store/member-slice';
import { lineKey, type LineItem } from '@/lib/line-item';

// The steps travel in this route's chunk (the router picks each by name).
export { CompletePage, OrderInfoPage, PaymentMethodPage, ShipmentInfoPage } from '@/features/checkout/routes/checkout-steps';

const renderLegalDocument = (kind: LegalDocumentKind) => (
  <LegalDocument document={kind === 'terms' ? TERMS_OF_USE : PRIVACY_POLICY} headingLevel={2} compact />
);

/**
 * /payment/*: checkout, wired to the member (or, logged out, to the verified guest of a guest session: 비회원 주문),
 * the legal documents and the cart (features meet here).
 */
export default function CheckoutRoute() {
  const dispatch = useDispatch();
  const member = useSelector(selectMember);
  const guestRedirect = useGuestRedirect(member.id);
  const loggedIn = member.id >= 1;
  const guest = useGuestOrdererQuery(undefined, { skip: loggedIn, refetchOnMountOrArgChange: true });
  const orderer = useMemo(
    () =>
      !loggedIn && guest.data
        ? { id: 0, guest: true, email: guest.data.email, memberName: guest.data.name, phone: guest.data.phone }
        : { id: member.id, email: member.email, memberName: member.memberName, phone: member.phone },
    [loggedIn, guest.data, member.id, member.email, member.memberName, member.phone],
  );

  // Paid cart lines leave the cart; a buy-now never touched it.
  const onOrderPaid = useCallback(
    (items: LineItem[], source: PaymentGoodsSource) => {
      if (source !== 'cart') return;
      items.forEach((item) => dispatch(deleteItem(lineKey(item))));
    },
    [dispatch],
  );

  if (!loggedIn && guest.isLoading) return <Spinner />;

  return (
    <CheckoutLayout guestRedirect={guestRedirect} orderer={orderer} renderLegalDocument={renderLegalDocument} onOrderPaid={onOrderPaid} />
  );
}
