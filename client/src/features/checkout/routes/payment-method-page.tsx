import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { selectCheckout, selectConsentsGiven, selectPaymentGoods } from '../store/checkout-selectors';
import { useCancelPendingOrderMutation } from '../api/checkout-api';
import { useCheckoutEnvironment } from '../components/checkout-environment';
import { OrderSummary } from '../components/order-summary';
import { checkoutTitle, goodsArgs, useCheckoutQuote } from '../hooks/use-checkout-quote';
import { paymentAbandoned, paymentCancelled, paymentScreenOpened } from '../store/checkout-attempt';
import { checkoutChosen, paymentRequested, type CheckoutState, type PaymentRequest } from '../store/checkout-slice';

import { PAYMENT_METHODS } from '../utils/payment-methods';
import styles from './checkout.module.css';

/** The order as order_save.php takes it, from the steps' choices. */
function paymentRequest(memberId: number, checkout: CheckoutState, items: Parameters<typeof goodsArgs>[0], expectedTotal: number | undefined): PaymentRequest | null {
  const { shipment } = checkout;
  if (!shipment || expectedTotal === undefined) return null;
  return {
    memberId,
    ...goodsArgs(items),
    couponId: checkout.couponId,
    point: checkout.point,
    ...(shipment.kind === 'book' ? { addressId: shipment.addressId } : { address: shipment.address }),
    request: checkout.request,
    method: checkout.method,
    consents: { age: 'Y', terms: 'Y', privacy: 'Y', madeToOrder: 'Y' },
    expectedTotal,
  };
}

/** /payment/payment-method: card, Naver Pay or Kakao Pay, the totals, and the pay button (the payment saga). */
export default function PaymentMethodPage() {
  const dispatch = useDispatch();
  const { orderer } = useCheckoutEnvironment();
  const items = useSelector(selectPaymentGoods);
  const checkout = useSelector(selectCheckout);
  const consented = useSelector(selectConsentsGiven);
  const { quote, current, error } = useCheckoutQuote(orderer.id, items, checkout.couponId, checkout.point);
  const [search, setSearch] = useSearchParams();
  const [cancelPendingOrder] = useCancelPendingOrderMutation();
  const failed = search.get('payment') === 'failed';
  const returnedMessage = search.get('message');

  // The server's redirect after a failed payment names why; that order is over. Any other arrival starts idle.
  useEffect(() => {
    if (failed) {
      // A declined payment already closed the order; a cancel or a failure at the provider's window did not (the
      // provider does not sign those, so the server changes nothing for them): give it up here, as the member. The
      // redirect names no order; this checkout's saved one is the order that was at the provider.
      const orderId = checkout.pendingOrderId;
      dispatch(paymentAbandoned({ message: returnedMessage || '결제에 실패했습니다. 다시 시도해주세요.' }));
      if (orderId !== null) void cancelPendingOrder(orderId);
      setSearch({}, { replace: true });
    } else {
      dispatch(paymentScreenOpened());
    }
    // Only on arrival: clearing the query must not run it again.
  }, []);

  // A page restored from the back-forward cache (back from the provider) is a fresh arrival too.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch(paymentScreenOpened());
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [dispatch]);

  if (!consented) return <Navigate to={paths.orderInfo.getHref()} replace />;
  if (!checkout.shipment) return <Navigate to={paths.shipmentInfo.getHref()} replace />;

  const busy = checkout.phase === 'paying' || checkout.phase === 'redirecting';
  const shownMessage = failed ? returnedMessage : checkout.phase === 'failed' || checkout.phase === 'cancelled' ? checkout.message : null;
  const shipment = checkout.shipment.kind === 'book' ? checkout.shipment : checkout.shipment.address;

  const pay = () => {
    // The total on screen is the one the shopper agrees to pay.
    const request = paymentRequest(orderer.id, checkout, items, current ? quote?.total : undefined);
    if (request) dispatch(paymentRequested(request));
  };

  return (
    <>
      <h1 className={styles.title}>{checkoutTitle(items)}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>결제 수단</legend>
            <ul className={styles.radios}>
              {PAYMENT_METHODS.map((method) => (
                <li key={method.id}>
                  <label className={styles.radio}>
                    <input
                      type="radio"
                      name="payment-method"
                      value={method.id}
                      checked={checkout.method === method.id}
                      disabled={busy}
                      onChange={() => dispatch(checkoutChosen({ method: method.id }))}
                    />
                    <span className={styles.radioBody}>
                      <span className={styles.radioTitle}>{method.label}</span>
                      <span className={styles.note}>{method.note}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          <section className={styles.section} aria-labelledby="ship-to-title">
            <h2 id="ship-to-title" className={styles.sectionTitle}>
              배송 정보
            </h2>
            <dl className={styles.readOnly}>
              <dt>받는 분</dt>
              <dd>
                {shipment.recipient} · {shipment.phone}
              </dd>
              <dt>주소</dt>
              <dd>
                [{shipment.zipCode}] {shipment.address} {shipment.adrDetail}
              </dd>
              <dt>요청사항</dt>
              <dd>{checkout.request || '없음'}</dd>
            </dl>
            <Link to={paths.shipmentInfo.getHref()} className={styles.textLink}>
              배송 정보 변경
            </Link>
          </section>
        </div>

        <aside className={styles.aside}>
          <OrderSummary quote={quote} />
          {(shownMessage || error) && (
            <p className={styles.message} role="alert">
              {shownMessage || error}
            </p>
          )}
          <div className={styles.actions}>
            <Button size="lg" block onClick={pay} disabled={busy || !current}>
              {busy ? '결제 진행 중…' : '결제하기'}
            </Button>
            {checkout.phase === 'paying' && checkout.pendingOrderId !== null && (
              <Button variant="text" block onClick={() => dispatch(paymentCancelled())}>
                결제 취소
              </Button>
            )}
            <p className={styles.note}>주문 제작 상품으로 결제 후 1~3 영업일 안에 제작을 시작합니다.</p>
          </div>
        </aside>
      </div>
    </>
  );
}
