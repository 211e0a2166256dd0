import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectCheckoutReturnTo, selectPaymentGoods } from '../store/checkout-selectors';
import type { CheckoutEnvironment } from '../components/checkout-environment';
import { CheckoutSteps } from '../components/checkout-steps';
import { useBackLeavesCheckout } from '../hooks/use-back-leaves-checkout';

import styles from './checkout-layout.module.css';

const STEP_PATHS = [paths.orderInfo.path, paths.shipmentInfo.path, paths.paymentMethod.path, '/payment/complete'];

export interface CheckoutLayoutProps extends CheckoutEnvironment {
  /** Where a guest goes (the member feature decides: /login, or home right after a logout here). */
  guestRedirect: string;
}

/**
 * /payment/*: the four-step indicator over the current step. Members, and guests whose phone was verified (비회원 주문);
 * anyone else goes to `guestRedirect`; with no
 * goods to pay for, the steps before the complete page send the shopper to /all-items (the spec's check that never
 * fired). The complete page stays: it is the one that empties the goods.
 */
export function CheckoutLayout({ guestRedirect, orderer, renderLegalDocument, onOrderPaid }: CheckoutLayoutProps) {
  const items = useSelector(selectPaymentGoods);
  const returnTo = useSelector(selectCheckoutReturnTo);
  const { pathname } = useLocation();
  const found = STEP_PATHS.findIndex((path) => pathname.startsWith(path));
  const step = Math.max(0, found);
  const completing = step === 3;
  const allowed = orderer.id >= 1 || Boolean(orderer.guest);
  useBackLeavesCheckout(returnTo, allowed && !completing);
  const environment = useMemo<CheckoutEnvironment>(
    () => ({ orderer, renderLegalDocument, onOrderPaid }),
    [orderer, renderLegalDocument, onOrderPaid],
  );

  if (!allowed) return <Navigate to={guestRedirect} replace />;
  if (!completing && items.length === 0) return <Navigate to={paths.allItems.getHref()} replace />;
  if (found < 0) return <Navigate to={paths.orderInfo.getHref()} replace />;

  return (
    <div className={styles.shell}>
      <p className={styles.eyebrow}>Checkout</p>
      <CheckoutSteps current={step} />
      <Outlet context={environment} />
    </div>
  );
}
