import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OrderProduction } from '@/components/order-production/order-production';
import { Button } from '@/components/ui/button/button';
import { ScreenHead } from '@/components/ui/screen-head/screen-head';
import { TextField } from '@/components/ui/text-field/text-field';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatWon } from '@/lib/format';
import { notify, notifyError } from '@/lib/notify';
import { retryText } from '@/lib/failure-text';
import {
  useCancelGuestOrderMutation,
  useEndGuestSessionMutation,
  useGuestOrderQuery,
  useLookUpOrderMutation,
  useSendLookupCodeMutation,
} from '../api/orders-api';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import type { OrderRecord } from '../types';
import { ORDER_CHANGE_MESSAGES, orderChangeFailure } from '../utils/change-messages';
import { canonicalOrderNumber, ORDER_NUMBER_PATTERN } from '../utils/order-number';
import { orderStatusLabel } from '../utils/order-status';
import { formatDateTime, livePayment, paymentMethodLabel, refundedPayment } from '../utils/payment';
import { OrderLines } from './order-detail-page';
import styles from './orders.module.css';

export const LOOKUP_MESSAGES = {
  numberRequired: '주문번호를 입력해주세요.',
  numberInvalid: '주문번호를 확인해주세요. 주문 완료 문자에 적힌 번호를 그대로 입력해주세요.',
  codeRequired: '인증번호 6자리를 입력해주세요.',
} as const;

const won = (n: number) => formatWon(n) || '0원';
const failureOf = (error: unknown) => (isApiError(error) ? error.message : retryText(error));

/** The order a guest session is scoped to: its state, lines, amounts, delivery and tracking; cancelled while prepared. */
function GuestOrderView({ order, onAnother }: { order: OrderRecord; onAnother: () => void }) {
  const [cancelOrder, { isLoading: cancelling }] = useCancelGuestOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const payment = livePayment(order);
  const refunded = payment ? null : refundedPayment(order);
  const preparing = order.status === 'PREPARING';

  const cancel = async (reason: string) => {
    try {
      await cancelOrder({ reason }).unwrap();
      notify(ORDER_CHANGE_MESSAGES.cancelled);
    } catch (failure) {
      notifyError(orderChangeFailure(failure));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <section className={styles.block} aria-labelledby="guest-order-title">
        <h2 id="guest-order-title" className={styles.blockTitle}>
          주문 정보
        </h2>
        <dl className={styles.facts}>
          <dt>주문일</dt>
          <dd>{formatDate(order.created)}</dd>
          <dt>주문번호</dt>
          <dd>{order.orderNumber}</dd>
          <dt>주문자</dt>
          <dd>{order.ordererName}</dd>
          <dt>주문 상태</dt>
          <dd data-testid="order-status">{orderStatusLabel(order)}</dd>
        </dl>
        {order.production && <OrderProduction production={order.production} />}
      </section>

      <section className={styles.block} aria-labelledby="guest-goods-title">
        <h2 id="guest-goods-title" className={styles.blockTitle}>
          주문 상품
        </h2>
        <OrderLines order={order} reviewLinks={false} />
      </section>

      <section className={styles.block} aria-labelledby="guest-shipping-title">
        <h2 id="guest-shipping-title" className={styles.blockTitle}>
          배송 정보
        </h2>
        <dl className={styles.facts}>
          <dt>받는 분</dt>
          <dd>{order.recipient}</dd>
          <dt>주소</dt>
          <dd>
            [{order.zipCode}] {order.address} {order.adrDetail}
          </dd>
          <dt>요청사항</dt>
          <dd>{order.request || '없음'}</dd>
          <dt>택배사</dt>
          <dd>{order.carrierName ?? '발송 전'}</dd>
          <dt>운송장번호</dt>
          <dd data-testid="tracking-number">{order.trackingNumber ?? '발송 전'}</dd>
        </dl>
      </section>

      <section className={styles.block} aria-labelledby="guest-payment-title">
        <h2 id="guest-payment-title" className={styles.blockTitle}>
          결제 정보
        </h2>
        <dl className={styles.facts}>
          <dt>결제 수단</dt>
          <dd>{paymentMethodLabel(payment?.method ?? order.paymentMethod)}</dd>
          <dt>결제 일시</dt>
          <dd>{payment ? formatDateTime(payment.paidAt) : '-'}</dd>
          <dt>결제 금액</dt>
          <dd className={styles.total} data-testid="paid-amount">
            {won(payment?.price ?? order.totalPrice)}
          </dd>
          {refunded && (
            <>
              <dt>결제 상태</dt>
              <dd data-testid="payment-state">결제 취소 (환불)</dd>
            </>
          )}
        </dl>
      </section>

      <div className={`${styles.detailActions} ${styles.lookupActions}`}>
        {preparing && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            주문 취소
          </Button>
        )}
        <Button variant="text" onClick={onAnother}>
          다른 주문 조회
        </Button>
      </div>
      <CancelOrderDialog
        open={confirming}
        refund={payment?.price ?? order.totalPrice}
        couponName={null}
        pointsUsed={0}
        cancelling={cancelling}
        onConfirm={(reason) => void cancel(reason)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** The order number and the code texted to the order's phone. */
function LookupForm({ initialNumber }: { initialNumber: string }) {
  const [orderNumber, setOrderNumber] = useState(canonicalOrderNumber(initialNumber));
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const numberInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [sendCode, { isLoading: sending }] = useSendLookupCodeMutation();
  const [lookUp, { isLoading: looking }] = useLookUpOrderMutation();

  // Numbers carry capitals and digits only: one typed in small letters is the same number.
  const number = canonicalOrderNumber(orderNumber);

  const requestCode = async () => {
    if (!number || !ORDER_NUMBER_PATTERN.test(number)) {
      numberInput.current?.focus();
      return notifyError(number ? LOOKUP_MESSAGES.numberInvalid : LOOKUP_MESSAGES.numberRequired);
    }
    try {
      notify(await sendCode(number).unwrap());
      setSent(true);
      codeInput.current?.focus();
    } catch (error) {
      notifyError(failureOf(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return void requestCode();
    if (!/^\d{6}$/.test(code)) {
      codeInput.current?.focus();
      return notifyError(LOOKUP_MESSAGES.codeRequired);
    }
    try {
      await lookUp({ orderNumber: number, code }).unwrap();
    } catch (error) {
      notifyError(failureOf(error));
    }
  };

  return (
    <form className={styles.lookupForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        ref={numberInput}
        label="주문번호"
        placeholder="예) 20261123-7KQ4M9XH2C"
        value={orderNumber}
        onChange={(event) => setOrderNumber(event.target.value.toUpperCase())}
        maxLength={64}
        hint="주문 완료 문자에 적힌 주문번호를 입력해주세요."
      />
      <Button variant="outline" block onClick={() => void requestCode()} disabled={sending}>
        {sent ? '인증번호 다시 받기' : '인증번호 받기'}
      </Button>
      <TextField
        ref={codeInput}
        label="인증번호"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6자리 숫자"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        maxLength={6}
        disabled={!sent}
        hint="주문하신 휴대폰 번호로 받은 인증번호를 입력해주세요. 5분간 유효합니다."
      />
      <Button type="submit" size="lg" block disabled={!sent || looking}>
        주문 조회
      </Button>
    </form>
  );
}

/**
 * /order-lookup (비회원 주문조회): an order placed without an account, found by its number and a code texted to the
 * order's phone. The answer opens a short guest session for that one order only (the server's cookie); the page then
 * shows it, and 다른 주문 조회 ends that session.
 */
export default function GuestOrderLookupPage() {
  const [params] = useSearchParams();
  const { data: order, isLoading, isError } = useGuestOrderQuery(undefined, { refetchOnMountOrArgChange: true });
  const [endSession] = useEndGuestSessionMutation();

  return (
    <section className={`${styles.page} ${styles.lookupPage}`} aria-labelledby="my-page-title">
      <ScreenHead eyebrow="Order Lookup" title="비회원 주문조회" />
      {isLoading ? (
        <OrderDetailSkeleton />
      ) : order && !isError ? (
        <GuestOrderView order={order} onAnother={() => void endSession()} />
      ) : (
        <LookupForm initialNumber={params.get('orderNumber') ?? ''} />
      )}
    </section>
  );
}
