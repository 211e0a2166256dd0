import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { LineItem } from '@/lib/line-item';
import type { PaymentGoodsSource } from '../store/payment-goods-slice';

/** The member checking out (or a verified guest: id 0, guest true), as the order-info step shows them (read-only). */
export interface Orderer {
  id: number;
  /** A guest whose phone was verified (비회원 주문): no coupons, points or address book. */
  guest?: boolean;
  email: string;
  memberName: string;
  phone: string;
}

export type LegalDocumentKind = 'terms' | 'privacy';

/**
 * What checkout needs from the rest of the shop, handed in by the app (features do not import each other):
 * the member, the legal documents for the consent popups, and what to do with the cart once the order is paid.
 */
export interface CheckoutEnvironment {
  orderer: Orderer;
  renderLegalDocument: (kind: LegalDocumentKind) => ReactNode;
  onOrderPaid: (items: LineItem[], source: PaymentGoodsSource) => void;
}

/** The checkout layout passes its environment to each step through the outlet. */
export function useCheckoutEnvironment(): CheckoutEnvironment {
  return useOutletContext<CheckoutEnvironment>();
}
