import { Link, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { formatDate, formatWon } from '@/lib/format';
import { useMemberOrderQuery } from '../api/orders-api';
import type { OrderRecord } from '../types';
import { orderStatusLabel } from '../utils/order-status';
import { formatDateTime, livePayment, paymentMethodLabel } from '../utils/payment';
import styles from './orders.module.css';

const won = (n: number) => formatWon(n) || '0원';
const minusWon = (n: number) => (n > 0 ? `-${won(n)}` : '0원');

function OrderLines({ order }: { order: OrderRecord }) {
  return (
    <ul className={styles.lines}>
      {order.orderItems.map((item, index) => {
        const goods = order.goods[index];
        return (
          <li key={`${item.goodsId}-${index}`} className={styles.line}>
            <img className={styles.lineThumb} src={goods?.thumb_src} alt="" width={72} height={90} />
            <div className={styles.lineBody}>
              <p className={styles.goodsName}>{goods?.goodsName}</p>
              {item.options.length > 0 && (
                <ul className={styles.options}>
                  {item.options.map((option) => (
                    <li key={`${option.categoryName}-${option.optName}`}>
                      {option.categoryName}: {option.optName}
                      {option.price > 0 && ` (+${won(option.price)})`}
                    </li>
                  ))}
                </ul>
              )}
              <p className={styles.lineMeta}>
                <span>
                  {won(item.unitPrice)} · 수량 {item.amount}개
                </span>
                <strong>{won(item.lineTotal)}</strong>
              </p>
              {order.oStatus === '2' && (
                <Link to={paths.myReview.getHref(order.id, item.goodsId)} className={styles.reviewLink}>
                  리뷰 작성
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function NotShown({ message }: { message: string }) {
  return (
    <section className={styles.page} aria-labelledby="my-page-title">
      <h1 id="my-page-title" className={styles.title}>
        주문 상세
      </h1>
      <p className={styles.message} role="alert">
        {message}
      </p>
      <Link to={paths.myOrders.getHref()} className={styles.emptyLink}>
        주문조회로 돌아가기
      </Link>
    </section>
  );
}

/** /mypage/order/:orderId: one order of the member's, read-only (the spec's edit mode comes later). */
export function OrderDetailPage() {
  const { orderId: param } = useParams();
  const orderId = Number(param);
  const valid = /^\d+$/.test(param ?? '') && Number.isSafeInteger(orderId) && orderId > 0;
  const { data: order, error, isLoading } = useMemberOrderQuery(orderId, { skip: !valid });

  if (valid && isLoading) return <Spinner />;
  const status = error && 'status' in error ? error.status : undefined;
  if (!valid || status === 404) return <NotShown message="주문 정보를 찾을 수 없습니다. 주문번호를 다시 확인해주세요." />;
  if (error || !order) return <NotShown message="주문 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요." />;

  const payment = livePayment(order);
  return (
    <section className={styles.page} aria-labelledby="my-page-title">
      <div className={styles.head}>
        <p className={styles.eyebrow}>Order Detail</p>
        <h1 id="my-page-title" className={styles.title}>
          주문 상세
        </h1>
      </div>

      <section className={styles.block} aria-labelledby="detail-order-title">
        <h2 id="detail-order-title" className={styles.blockTitle}>
          주문 정보
        </h2>
        <dl className={styles.facts}>
          <dt>주문일</dt>
          <dd>{formatDate(order.created)}</dd>
          <dt>주문번호</dt>
          <dd>{order.orderNumber}</dd>
          <dt>주문 상태</dt>
          <dd data-testid="order-status">{orderStatusLabel(order)}</dd>
        </dl>
      </section>

      <section className={styles.block} aria-labelledby="detail-goods-title">
        <h2 id="detail-goods-title" className={styles.blockTitle}>
          주문 상품
        </h2>
        <OrderLines order={order} />
      </section>

      <section className={styles.block} aria-labelledby="detail-amount-title">
        <h2 id="detail-amount-title" className={styles.blockTitle}>
          결제 금액
        </h2>
        <dl className={styles.facts}>
          <dt>상품 금액</dt>
          <dd>{won(order.goodsTotal)}</dd>
          <dt>배송비</dt>
          <dd>{order.shippingFee > 0 ? won(order.shippingFee) : '무료'}</dd>
          <dt>쿠폰 할인</dt>
          <dd>
            {minusWon(order.couponDiscount)}
            {order.couponName && order.couponDiscount > 0 ? ` (${order.couponName})` : ''}
          </dd>
          <dt>적립금 사용</dt>
          <dd>{minusWon(order.pointsUsed)}</dd>
          <dt>결제 금액</dt>
          <dd className={styles.total} data-testid="paid-amount">
            {won(payment?.price ?? order.totalPrice)}
          </dd>
        </dl>
      </section>

      <section className={styles.block} aria-labelledby="detail-shipping-title">
        <h2 id="detail-shipping-title" className={styles.blockTitle}>
          배송 정보
        </h2>
        <dl className={styles.facts}>
          <dt>받는 분</dt>
          <dd>{order.recipient}</dd>
          <dt>연락처</dt>
          <dd>{order.phone}</dd>
          <dt>주소</dt>
          <dd>
            [{order.zipCode}] {order.address} {order.adrDetail}
          </dd>
          <dt>요청사항</dt>
          <dd>{order.request || '없음'}</dd>
        </dl>
      </section>

      <section className={styles.block} aria-labelledby="detail-payment-title">
        <h2 id="detail-payment-title" className={styles.blockTitle}>
          결제 정보
        </h2>
        <dl className={styles.facts}>
          <dt>결제 수단</dt>
          <dd>{paymentMethodLabel(payment?.method ?? order.paymentMethod)}</dd>
          <dt>결제 일시</dt>
          <dd>{payment ? formatDateTime(payment.paidAt) : '-'}</dd>
        </dl>
      </section>

      <Link to={paths.myOrders.getHref()} className={styles.emptyLink}>
        주문 목록
      </Link>
    </section>
  );
}
