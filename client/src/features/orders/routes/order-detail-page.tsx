import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OrderProduction } from '@/components/order-production/order-production';
import { Button } from '@/components/ui/button/button';
import { ScreenHead } from '@/components/ui/screen-head/screen-head';
import { paths } from '@/config/paths';
import { formatDate, formatWon } from '@/lib/format';
import { notify, notifyError } from '@/lib/notify';
import { LineOptions } from '@/components/line-options/line-options';
import { LinePrice } from '@/components/line-options/line-price';
import { useCancelOrderMutation, useChangeOrderShippingMutation, useCorrectOrderTextMutation, useMemberOrderQuery, useRequestClaimMutation } from '../api/orders-api';
import { TextCorrection } from '../components/text-correction';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { ClaimRequestDialog } from '../components/claim-request-dialog';
import { ClaimSummary } from '../components/claim-summary';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import { ShippingEditForm } from '../components/shipping-edit-form';
import type { ClaimRequestBody, OrderRecord, OrderShippingChange } from '../types';
import { ORDER_CHANGE_MESSAGES, orderChangeFailure } from '../utils/change-messages';
import { orderStatusLabel } from '../utils/order-status';
import { formatDateTime, livePayment, paymentMethodLabel, refundedPayment } from '../utils/payment';
import styles from './orders.module.css';

const won = (n: number) => formatWon(n) || '0원';
const minusWon = (n: number) => (n > 0 ? `-${won(n)}` : '0원');

interface LinesProps {
  order: OrderRecord;
  /** A member's delivered lines link to the review form; a guest has none. */
  reviewLinks?: boolean;
  /** Corrects a line's option text (PREPARING only); resolves true when saved. */
  onCorrectText?: (line: number, optionItemId: number, text: string) => Promise<boolean>;
  saving?: boolean;
}

/** An order's lines with their options (the shared line components), as My Page and the guest lookup show them. */
export function OrderLines({ order, onCorrectText, saving = false, reviewLinks = true }: LinesProps) {
  return (
    <ul className={styles.lines}>
      {order.orderItems.map((item, index) => {
        const goods = order.goods[index];
        return (
          <li key={`${item.goodsId}-${index}`} className={styles.line}>
            <img className={styles.lineThumb} src={goods?.thumb_src} alt="" width={72} height={90} />
            <div className={styles.lineBody}>
              <p className={styles.goodsName}>{goods?.goodsName}</p>
              <LineOptions options={item.options.map((option) => ({ ...option, textLabel: option.textRule?.label }))} />
              {onCorrectText &&
                item.options.map((option) =>
                  option.textRule && option.text ? (
                    <TextCorrection
                      key={option.optionItemId}
                      optName={option.optName}
                      rule={option.textRule}
                      text={option.text}
                      saving={saving}
                      onSave={(text) => onCorrectText(index, option.optionItemId, text)}
                    />
                  ) : null,
                )}
              <p className={styles.lineMeta}>
                <LinePrice spread each={item.eachPrice} count={item.amount} total={item.lineTotal} />
              </p>
              {reviewLinks && order.oStatus === '2' && (
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
      <ScreenHead eyebrow="Order Detail" title="주문 상세" />
      <p className={styles.message} role="alert">
        {message}
      </p>
      <Link to={paths.myOrders.getHref()} className={styles.emptyLink}>
        주문조회로 돌아가기
      </Link>
    </section>
  );
}

/**
 * /mypage/order/:orderId: one order of the member's. While it is prepared (PREPARING) the member may edit the
 * recipient, phone, detail address and request (수정 → 저장/취소) or cancel it after a confirmation (주문 취소), which
 * refunds the payment; once shipping has begun neither button is shown (and the server refuses both anyway).
 */
export function OrderDetailPage() {
  const { orderId: param } = useParams();
  const orderId = Number(param);
  const valid = /^\d+$/.test(param ?? '') && Number.isSafeInteger(orderId) && orderId > 0;
  const { data: order, error, isLoading } = useMemberOrderQuery(orderId, { skip: !valid });
  const [changeShipping, { isLoading: saving }] = useChangeOrderShippingMutation();
  const [cancelOrder, { isLoading: cancelling }] = useCancelOrderMutation();
  const [editing, setEditing] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [requestClaim, { isLoading: claiming }] = useRequestClaimMutation();
  const [askingClaim, setAskingClaim] = useState(false);
  const [correctText, { isLoading: correcting }] = useCorrectOrderTextMutation();

  const correct = async (line: number, optionItemId: number, text: string): Promise<boolean> => {
    try {
      await correctText({ orderId, line, optionItemId, text }).unwrap();
      notify(ORDER_CHANGE_MESSAGES.textCorrected);
      return true;
    } catch (failure) {
      notifyError(orderChangeFailure(failure));
      return false;
    }
  };

  const save = async (change: OrderShippingChange) => {
    try {
      await changeShipping({ orderId, change }).unwrap();
      setEditing(false);
      notify(ORDER_CHANGE_MESSAGES.saved);
    } catch (failure) {
      notifyError(orderChangeFailure(failure));
    }
  };

  const cancel = async (reason: string) => {
    try {
      await cancelOrder({ orderId, reason }).unwrap();
      setConfirmingCancel(false);
      setEditing(false);
      notify(ORDER_CHANGE_MESSAGES.cancelled);
    } catch (failure) {
      setConfirmingCancel(false);
      notifyError(orderChangeFailure(failure));
    }
  };

  const claim = async (body: ClaimRequestBody, photos: File[]) => {
    try {
      await requestClaim({ orderId, body, photos }).unwrap();
      setAskingClaim(false);
      notify(ORDER_CHANGE_MESSAGES.claimed);
    } catch (failure) {
      setAskingClaim(false);
      notifyError(orderChangeFailure(failure));
    }
  };

  if (valid && isLoading) {
    return (
      <section className={styles.page} aria-labelledby="my-page-title">
        <ScreenHead eyebrow="Order Detail" title="주문 상세" />
        <OrderDetailSkeleton />
      </section>
    );
  }
  const status = error && 'status' in error ? error.status : undefined;
  if (!valid || status === 404) return <NotShown message="주문 정보를 찾을 수 없습니다. 주문번호를 다시 확인해주세요." />;
  if (error || !order) return <NotShown message="주문 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요." />;

  const payment = livePayment(order);
  const refunded = payment ? null : refundedPayment(order);
  const preparing = order.status === 'PREPARING';
  const delivered = order.status === 'DELIVERED';
  return (
    <section className={styles.page} aria-labelledby="my-page-title">
      <ScreenHead eyebrow="Order Detail" title="주문 상세" />

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
        {order.production && <OrderProduction production={order.production} />}
      </section>

      <section className={styles.block} aria-labelledby="detail-goods-title">
        <h2 id="detail-goods-title" className={styles.blockTitle}>
          주문 상품
        </h2>
        <OrderLines order={order} onCorrectText={preparing ? correct : undefined} saving={correcting} />
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
        <div className={styles.blockHead}>
          <h2 id="detail-shipping-title" className={styles.blockTitle}>
            배송 정보
          </h2>
          {preparing && !editing && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              수정
            </Button>
          )}
        </div>
        {preparing && editing ? (
          <ShippingEditForm order={order} saving={saving} onSave={(change) => void save(change)} onCancel={() => setEditing(false)} />
        ) : (
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
            {order.carrierName && order.trackingNumber && (
              <>
                <dt>택배사</dt>
                <dd>{order.carrierName}</dd>
                <dt>운송장번호</dt>
                <dd>{order.trackingNumber}</dd>
              </>
            )}
          </dl>
        )}
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
          {refunded && (
            <>
              <dt>결제 상태</dt>
              <dd data-testid="payment-state">결제 취소 (환불)</dd>
              <dt>환불 금액</dt>
              <dd data-testid="refunded-amount">{won(refunded.price)}</dd>
            </>
          )}
        </dl>
      </section>

      {order.claim && <ClaimSummary claim={order.claim} names={order.orderItems.map((_, index) => order.goods[index]?.goodsName ?? '')} />}

      {delivered && (
        <div className={styles.detailActions}>
          <Button variant="outline" onClick={() => setAskingClaim(true)}>
            반품·교환 신청
          </Button>
        </div>
      )}
      <ClaimRequestDialog
        open={askingClaim}
        madeToOrder={order.madeToOrder}
        items={order.orderItems.map((item, index) => ({ goodsName: order.goods[index]?.goodsName ?? '', amount: item.amount, eachPrice: item.eachPrice }))}
        sending={claiming}
        onSend={(body, photos) => void claim(body, photos)}
        onClose={() => setAskingClaim(false)}
      />

      {preparing && (
        <div className={styles.detailActions}>
          <Button variant="outline" onClick={() => setConfirmingCancel(true)}>
            주문 취소
          </Button>
        </div>
      )}
      <CancelOrderDialog
        open={confirmingCancel}
        refund={payment?.price ?? order.totalPrice}
        couponName={order.couponDiscount > 0 ? order.couponName : null}
        pointsUsed={order.pointsUsed}
        cancelling={cancelling}
        onConfirm={(reason) => void cancel(reason)}
        onClose={() => setConfirmingCancel(false)}
      />

      <Link to={paths.myOrders.getHref()} className={styles.emptyLink}>
        주문 목록
      </Link>
    </section>
  );
}
