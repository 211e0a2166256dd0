import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { OrderProduction } from '@/components/order-production/order-production';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { formatDate, formatWon } from '@/lib/format';
import { selectPaymentGoods, selectPaymentGoodsSource } from '../store/checkout-selectors';
import { useGuestOrderEndQuery, useOrderEndQuery } from '../api/checkout-api';
import { useCheckoutEnvironment } from '../components/checkout-environment';
import { OrderLines, type OrderLineView } from '../components/order-lines';
import { checkoutReset } from '../store/checkout-slice';
import { clearPaymentGoods } from '../store/payment-goods-slice';
import { resetPrice } from '../store/price-slice';
import type { OrderRecord } from '../types';
import { paymentMethodLabel } from '../utils/payment-methods';
import styles from './checkout.module.css';
import completeStyles from './complete-page.module.css';

function orderLines(order: OrderRecord): OrderLineView[] {
  return order.orderItems.map((item, index) => {
    const goods = order.goods[index];
    return {
      key: `${item.goodsId}-${index}`,
      goodsName: goods?.goodsName ?? '',
      thumbSrc: goods?.thumb_src ?? '',
      options: item.options.map((option) => ({ ...option, textLabel: option.textRule?.label })),
      each: item.eachPrice,
      amount: item.amount,
      lineTotal: item.lineTotal,
    };
  });
}

/**
 * /payment/complete/:completeId — where the server's redirect lands a paid order: its summary, and the paid goods
 * leave the cart (not for a buy-now) and the checkout state.
 */
export default function CompletePage() {
  const dispatch = useDispatch();
  const { onOrderPaid, orderer } = useCheckoutEnvironment();
  const guest = Boolean(orderer.guest);
  const { completeId } = useParams();
  const orderId = Number(completeId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  // A guest's session is scoped to the order it placed: that order is the one shown.
  const memberEnd = useOrderEndQuery(orderId, { skip: !valid || guest });
  const guestEnd = useGuestOrderEndQuery(undefined, { skip: !valid || !guest });
  const { data: found, isLoading, isError } = guest ? guestEnd : memberEnd;
  const data = found && found.orders.id === orderId ? found : undefined;
  const items = useSelector(selectPaymentGoods);
  const source = useSelector(selectPaymentGoodsSource);
  const cleared = useRef(false);

  useEffect(() => {
    if (!data || cleared.current) return;
    cleared.current = true;
    onOrderPaid(items, source);
    dispatch(clearPaymentGoods());
    dispatch(checkoutReset());
    dispatch(resetPrice());
  }, [data, dispatch, items, onOrderPaid, source]);

  if (valid && isLoading) return <Spinner />;
  if (!valid || isError || !data) {
    return (
      <div className={completeStyles.state}>
        <p className={styles.message} role="alert">
          주문 정보를 불러오지 못했습니다. 주문 내역에서 확인해주세요.
        </p>
        <Link to={guest ? paths.orderLookup.getHref() : paths.myOrders.getHref()} className={completeStyles.secondary}>
          {guest ? '비회원 주문조회' : '주문 내역'}
        </Link>
      </div>
    );
  }

  const order = data.orders;
  const paid = data.payment?.price ?? order.totalPrice;
  const method = paymentMethodLabel(data.payment?.method ?? order.paymentMethod);

  return (
    <div className={completeStyles.page}>
      <header className={completeStyles.head}>
        <h1 className={completeStyles.title}>주문이 완료되었습니다</h1>
        <p className={styles.note}>주문 후 제작되어 영업일 기준 1~3일 안에 제작을 시작합니다. 정성껏 만들어 보내드리겠습니다.</p>
      </header>

      <section className={styles.section} aria-labelledby="order-title">
        <h2 id="order-title" className={styles.sectionTitle}>
          주문 정보
        </h2>
        <dl className={styles.readOnly}>
          <dt>주문일</dt>
          <dd>{formatDate(order.created)}</dd>
          <dt>주문번호</dt>
          <dd>{order.orderNumber}</dd>
          <dt>주문자</dt>
          <dd>{order.ordererName}</dd>
          <dt>연락처</dt>
          <dd>{order.phone || order.ordererPhone}</dd>
          <dt>받는 분</dt>
          <dd>{order.recipient}</dd>
          <dt>주소</dt>
          <dd>
            [{order.zipCode}] {order.address} {order.adrDetail}
          </dd>
          <dt>요청사항</dt>
          <dd>{order.request || '없음'}</dd>
          <dt>결제 수단</dt>
          <dd>{method}</dd>
        </dl>
        {order.production && <OrderProduction production={order.production} />}
      </section>

      <section className={styles.section} aria-labelledby="ordered-goods-title">
        <h2 id="ordered-goods-title" className={styles.sectionTitle}>
          주문 상품
        </h2>
        <OrderLines lines={orderLines(order)} />
        <p className={completeStyles.paid}>
          <span>결제 금액</span>
          <strong data-testid="paid-amount">{formatWon(paid) || '0원'}</strong>
        </p>
      </section>

      <div className={completeStyles.buttons}>
        <Link to={paths.home.getHref()} className={completeStyles.primary}>
          홈으로
        </Link>
        <Link to={guest ? paths.orderLookup.getHref() : paths.myOrders.getHref()} className={completeStyles.secondary}>
          {guest ? '비회원 주문조회' : '주문 내역'}
        </Link>
      </div>
      {guest && <p className={styles.note}>주문번호와 휴대폰 인증으로 언제든 비회원 주문조회에서 주문을 확인할 수 있습니다.</p>}
    </div>
  );
}
