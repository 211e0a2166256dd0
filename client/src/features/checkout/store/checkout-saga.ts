import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { type ApiError, isApiError } from '@/lib/api-client';
import { retryText } from '@/lib/failure-text';
import { clock } from '@/lib/clock';
import { notify, notifyError } from '@/lib/notify';
import { selectOrderKey } from './checkout-selectors';
import { cancelPendingOrder, requestPaymentId, requestQuote, saveOrder } from '../api/checkout-calls';
import { checkoutApi } from '../api/checkout-api';
import type { PaymentInstruction, Quote, SavedOrder } from '../types';
import { loadScript } from '@/lib/load-script';
import { assignLocation, requestNicePay, sandboxPageUrl, type NicePayError } from '../utils/payment-provider';
import { orderKeyIssued, orderSaved, paymentAbandoned, paymentCancelled, paymentRedirected, paymentRefused } from './checkout-attempt';
import { paymentRequested, type PaymentRequest } from './checkout-slice';

/** How long the provider may keep the shopper before the pending order is given up. */
export const PAYMENT_TIMEOUT_MS = 10 * 60 * 1000;

export const PAYMENT_MESSAGES = {
  cancelled: '결제를 취소했습니다.',
  timedOut: '결제 시간이 초과되었습니다. 다시 시도해주세요.',
  providerFailed: '결제에 실패했습니다. 다시 시도해주세요.',
  providerUnavailable: '결제 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** The server's code when the price is no longer the one the shopper confirmed (order_save.php answers it too). */
export const PRICE_CHANGED = 'CHECKOUT.PRICE_CHANGED';
export const PRICE_CHANGED_MESSAGE = '주문 금액이 변경되었습니다. 변경된 금액을 확인하신 뒤 다시 결제해주세요.';

/** The same refusal the server gives, raised here when the fresh quote already shows another total. */
const priceChanged = (): ApiError => ({ status: 409, result: '4090', code: PRICE_CHANGED, message: PRICE_CHANGED_MESSAGE });

const messageOf = (error: unknown): string => (isApiError(error) ? error.message : retryText(error));

/** How the provider step ended on this page: the browser is leaving for the provider, or the provider failed. */
type ProviderOutcome = { kind: 'left' } | { kind: 'failed'; message: string };

/** Opens the provider: the sandbox is a page of its own; NicePay is a script whose window reports errors back. */
export function* openProvider(payment: PaymentInstruction): SagaIterator<ProviderOutcome> {
  if (payment.gateway === 'sandbox') {
    yield call(assignLocation, sandboxPageUrl(payment));
    return { kind: 'left' };
  }
  try {
    yield call(loadScript, payment.scriptUrl ?? '');
  } catch {
    return { kind: 'failed', message: PAYMENT_MESSAGES.providerUnavailable };
  }
  try {
    const result: NicePayError = yield call(requestNicePay, payment);
    return { kind: 'failed', message: result.errorMsg || result.resultMsg || PAYMENT_MESSAGES.providerFailed };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : PAYMENT_MESSAGES.providerFailed };
  }
}

/** Gives the saved order up (cancelled on the server; coupon and points untouched) and tells the shopper why. */
function* rollBack(orderId: number, message: string, cancelled = false): SagaIterator<void> {
  try {
    yield call(cancelPendingOrder, orderId);
  } catch {
    // The pending order stays pending on the server and expires there; the shopper still hears what happened.
  }
  yield put(paymentAbandoned({ message, cancelled }));
  // The shopper's own cancel is news; anything else went wrong.
  yield call(cancelled ? notify : notifyError, message);
}

/**
 * One payment attempt: quote (the server checks coupon and points again) → the attempt's key (reused on a retry)
 * → order_save → the provider. The provider's return reaches the shop through the server's redirect (the complete
 * page, or the payment step with the failure); on this page the attempt ends when the browser leaves, or is rolled
 * back when the provider fails, the shopper cancels or the time runs out.
 */
export function* payOrder(request: PaymentRequest): SagaIterator<void> {
  let order: SavedOrder;
  try {
    const fresh: Quote = yield call(requestQuote, {
      memberId: request.memberId,
      goodsId: request.goodsId,
      amount: request.amount,
      options: request.options,
      ...(request.texts ? { texts: request.texts } : {}),
      couponId: request.couponId ?? null,
      point: request.point ?? 0,
    });
    // The server checks it again on save; stopping here spares the shopper a saved-then-refused order key.
    if (request.expectedTotal !== undefined && fresh.total !== request.expectedTotal) throw priceChanged();
    let orderKey: string | null = yield select(selectOrderKey);
    if (!orderKey) {
      orderKey = (yield call(requestPaymentId)) as string;
      yield put(orderKeyIssued(orderKey));
    }
    order = yield call(saveOrder, { ...request, orderId: orderKey });
  } catch (error) {
    const message = messageOf(error);
    // Show the new price: the quote on screen is fetched again.
    if (isApiError(error) && error.code === PRICE_CHANGED) yield put(checkoutApi.util.invalidateTags(['Quote']));
    yield put(paymentRefused(message));
    yield call(notifyError, message);
    return;
  }

  yield put(orderSaved(order.id));
  const { provider, cancelled } = (yield race({
    provider: call(openProvider, order.payment),
    cancelled: take(paymentCancelled.type),
    timedOut: call(clock.sleep, PAYMENT_TIMEOUT_MS),
  })) as { provider?: ProviderOutcome; cancelled?: unknown; timedOut?: unknown };

  if (provider?.kind === 'left') {
    yield put(paymentRedirected());
    return;
  }
  if (provider) yield call(rollBack, order.id, provider.message);
  else if (cancelled) yield call(rollBack, order.id, PAYMENT_MESSAGES.cancelled, true);
  else yield call(rollBack, order.id, PAYMENT_MESSAGES.timedOut);
}

/** Takes the pay button; a second press while an attempt runs is ignored (takeLeading). */
export function* watchCheckout(): SagaIterator<void> {
  yield takeLeading(paymentRequested.type, function* run(action: ReturnType<typeof paymentRequested>) {
    yield call(payOrder, action.payload);
  });
}
