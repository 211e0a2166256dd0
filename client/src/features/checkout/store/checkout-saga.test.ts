import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { ApiError } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/notify';
import { sagaClock } from '@/testing/fake-clock';
import { cancelPendingOrder, requestPaymentId, requestQuote, saveOrder } from '../api/checkout-calls';
import type { PaymentInstruction, SavedOrder } from '../types';
import { loadScript } from '@/lib/load-script';
import { assignLocation, requestNicePay } from '../utils/payment-provider';
import { PAYMENT_MESSAGES, PAYMENT_TIMEOUT_MS, PRICE_CHANGED, PRICE_CHANGED_MESSAGE, watchCheckout } from './checkout-saga';
import { checkoutApi } from '../api/checkout-api';
import { orderKeyIssued, orderSaved, paymentAbandoned, paymentCancelled, paymentRedirected, paymentRefused } from './checkout-attempt';
import { initialCheckoutState, paymentRequested, checkoutReducer, type PaymentRequest } from './checkout-slice';

const reducer = combineReducers({ checkout: checkoutReducer });

const request: PaymentRequest = {
  memberId: 12,
  goodsId: [3, 8],
  amount: [1, 2],
  options: [[6], []],
  couponId: 41,
  point: 500,
  addressId: 7,
  request: '문 앞에 놓아주세요',
  method: 'card',
  consents: { age: 'Y', terms: 'Y', privacy: 'Y', madeToOrder: 'Y' },
};

const quote = {
  lines: [],
  goodsTotal: 372000,
  shippingFee: 0,
  couponDiscount: 10000,
  couponName: '신규 가입 쿠폰',
  pointsUsed: 500,
  total: 361500,
  pointBalance: 1200,
  madeToOrder: true,
};

const sandboxPayment: PaymentInstruction = {
  gateway: 'sandbox',
  clientId: null,
  scriptUrl: null,
  pageUrl: 'https://shop.test/sandbox/pay',
  method: 'card',
  providerMethod: 'card',
  orderId: 'ORD-20261123-0001',
  amount: 361500,
  goodsName: '미니 토트백 외 1건',
  returnUrl: 'https://shop.test/api/payment-serverAuth.php',
};

const nicePayment: PaymentInstruction = {
  ...sandboxPayment,
  gateway: 'nicepay',
  clientId: 'S2_client',
  scriptUrl: 'https://pay.nicepay.co.kr/v1/js/',
  pageUrl: null,
};

const savedOrder = (payment: PaymentInstruction): SavedOrder => ({ id: 501, orderNumber: payment.orderId, total: 361500, goodsName: payment.goodsName, payment });

const refusal: ApiError = { status: 400, result: '4000', code: 'PROMOTIONS.COUPON_USED', message: '이미 사용한 쿠폰입니다.' };
const never = () => new Promise<never>(() => {});

const quiet: [matchers.Matcher, unknown][] = [
  [matchers.call.fn(notify), undefined],
  [matchers.call.fn(notifyError), undefined],
  [matchers.call.fn(requestQuote), quote],
  [matchers.call.fn(requestPaymentId), 'key-1'],
  [matchers.call.fn(cancelPendingOrder), undefined],
  [matchers.call.fn(assignLocation), undefined],
  [matchers.call.fn(loadScript), undefined],
];

describe('checkout saga', () => {
  it('success: quote → the attempt key → order_save with it → the sandbox page with the payment in its query', async () => {
    const { storeState } = await expectSaga(watchCheckout)
      .withReducer(reducer)
      .provide([...sagaClock({ mode: 'frozen' }).providers, [matchers.call.fn(saveOrder), savedOrder(sandboxPayment)], ...quiet])
      .call(requestQuote, { memberId: 12, goodsId: [3, 8], amount: [1, 2], options: [[6], []], couponId: 41, point: 500 })
      .call(requestPaymentId)
      .put(orderKeyIssued('key-1'))
      .call(saveOrder, { ...request, orderId: 'key-1' })
      .put(orderSaved(501))
      .call(
        assignLocation,
        'https://shop.test/sandbox/pay?orderId=ORD-20261123-0001&amount=361500&goodsName=%EB%AF%B8%EB%8B%88+%ED%86%A0%ED%8A%B8%EB%B0%B1+%EC%99%B8+1%EA%B1%B4&returnUrl=https%3A%2F%2Fshop.test%2Fapi%2Fpayment-serverAuth.php&method=card',
      )
      .put(paymentRedirected())
      .not.call.fn(cancelPendingOrder)
      .dispatch(paymentRequested(request))
      .silentRun(50);
    expect(storeState.checkout).toMatchObject({ phase: 'redirecting', orderKey: 'key-1', pendingOrderId: 501 });
  });

  it('a retry reuses the key kept in the slice: no new payment id, the same order_save key', async () => {
    await expectSaga(watchCheckout)
      .withReducer(reducer, { checkout: { ...initialCheckoutState, orderKey: 'key-kept' } })
      .provide([...sagaClock({ mode: 'frozen' }).providers, [matchers.call.fn(saveOrder), savedOrder(sandboxPayment)], ...quiet])
      .not.call.fn(requestPaymentId)
      .call(saveOrder, { ...request, orderId: 'key-kept' })
      .dispatch(paymentRequested(request))
      .silentRun(50);
  });

  it('a server refusal shows its Korean message, opens no provider and keeps the key for the retry', async () => {
    const { storeState } = await expectSaga(watchCheckout)
      .withReducer(reducer)
      .provide([...sagaClock({ mode: 'frozen' }).providers, [matchers.call.fn(saveOrder), throwError(refusal as unknown as Error)], ...quiet])
      .put(paymentRefused('이미 사용한 쿠폰입니다.'))
      .call(notifyError, '이미 사용한 쿠폰입니다.')
      .not.call.fn(assignLocation)
      .not.call.fn(cancelPendingOrder)
      .dispatch(paymentRequested(request))
      .silentRun(50);
    expect(storeState.checkout).toMatchObject({ phase: 'failed', message: '이미 사용한 쿠폰입니다.', orderKey: 'key-1' });
  });

  it('a refused quote stops before any order is saved', async () => {
    await expectSaga(watchCheckout)
      .withReducer(reducer)
      .provide([
        ...sagaClock({ mode: 'frozen' }).providers,
        [matchers.call.fn(requestQuote), throwError({ ...refusal, message: '보유 포인트를 초과했습니다.' } as unknown as Error)],
        ...quiet,
      ])
      .call(notifyError, '보유 포인트를 초과했습니다.')
      .not.call.fn(requestPaymentId)
      .not.call.fn(saveOrder)
      .dispatch(paymentRequested(request))
      .silentRun(50);
  });

  it('a total changed since the shopper saw it stops before any order is saved, and the quote on screen is fetched again', async () => {
    await expectSaga(watchCheckout)
      .withReducer(reducer)
      .provide([...sagaClock({ mode: 'frozen' }).providers, ...quiet])
      .put(checkoutApi.util.invalidateTags(['Quote']))
      .put(paymentRefused(PRICE_CHANGED_MESSAGE))
      .call(notifyError, PRICE_CHANGED_MESSAGE)
      .not.call.fn(requestPaymentId)
      .not.call.fn(saveOrder)
      .dispatch(paymentRequested({ ...request, expectedTotal: quote.total - 50_000 }))
      .silentRun(50);
  });

  it('the server\'s own price refusal on order_save fetches the quote on screen again too', async () => {
    const changed: ApiError = { status: 409, result: '4090', code: PRICE_CHANGED, message: PRICE_CHANGED_MESSAGE };
    await expectSaga(watchCheckout)
      .withReducer(reducer)
      .provide([...sagaClock({ mode: 'frozen' }).providers, [matchers.call.fn(saveOrder), throwError(changed as unknown as Error)], ...quiet])
      .put(checkoutApi.util.invalidateTags(['Quote']))
      .call(notifyError, PRICE_CHANGED_MESSAGE)
      .not.call.fn(assignLocation)
      .dispatch(paymentRequested({ ...request, expectedTotal: quote.total }))
      .silentRun(50);
  });

  it('a provider error (NicePay fnError) rolls the order back and shows result.errorMsg', async () => {
    const { storeState } = await expectSaga(watchCheckout)
      .withReducer(reducer)
      .provide([
        ...sagaClock({ mode: 'frozen' }).providers,
        [matchers.call.fn(saveOrder), savedOrder(nicePayment)],
        [matchers.call.fn(requestNicePay), { errorMsg: '카드 한도가 초과되었습니다.' }],
        ...quiet,
      ])
      .call(loadScript, 'https://pay.nicepay.co.kr/v1/js/')
      .call(requestNicePay, nicePayment)
      .call(cancelPendingOrder, 501)
      .put(paymentAbandoned({ message: '카드 한도가 초과되었습니다.', cancelled: false }))
      .call(notifyError, '카드 한도가 초과되었습니다.')
      .not.call.fn(assignLocation)
      .dispatch(paymentRequested(request))
      .silentRun(50);
    // That order is over: the next attempt asks for a new key.
    expect(storeState.checkout).toMatchObject({ phase: 'failed', orderKey: null, pendingOrderId: null });
  });

  it('a provider script that cannot load rolls the order back too', async () => {
    await expectSaga(watchCheckout)
      .withReducer(reducer)
      .provide([
        ...sagaClock({ mode: 'frozen' }).providers,
        [matchers.call.fn(saveOrder), savedOrder(nicePayment)],
        [matchers.call.fn(loadScript), throwError(new Error('blocked'))],
        ...quiet,
      ])
      .not.call.fn(requestNicePay)
      .call(cancelPendingOrder, 501)
      .call(notifyError, PAYMENT_MESSAGES.providerUnavailable)
      .dispatch(paymentRequested(request))
      .silentRun(50);
  });

  it('the shopper cancelling while the provider is open rolls the order back', async () => {
    const { storeState } = await expectSaga(watchCheckout)
      .withReducer(reducer)
      .provide([
        ...sagaClock({ mode: 'frozen' }).providers,
        [matchers.call.fn(saveOrder), savedOrder(nicePayment)],
        [matchers.call.fn(requestNicePay), dynamic(never)],
        ...quiet,
      ])
      .call(cancelPendingOrder, 501)
      .put(paymentAbandoned({ message: PAYMENT_MESSAGES.cancelled, cancelled: true }))
      .dispatch(paymentRequested(request))
      .delay(20)
      .dispatch(paymentCancelled())
      .silentRun(80);
    expect(storeState.checkout).toMatchObject({ phase: 'cancelled', orderKey: null });
  });

  it('without a cancel the order is left pending until something happens (the frozen clock never times out)', async () => {
    const { storeState } = await expectSaga(watchCheckout)
      .withReducer(reducer)
      .provide([
        ...sagaClock({ mode: 'frozen' }).providers,
        [matchers.call.fn(saveOrder), savedOrder(nicePayment)],
        [matchers.call.fn(requestNicePay), dynamic(never)],
        ...quiet,
      ])
      .not.call.fn(cancelPendingOrder)
      .dispatch(paymentRequested(request))
      .silentRun(50);
    expect(storeState.checkout).toMatchObject({ phase: 'paying', pendingOrderId: 501, orderKey: 'key-1' });
  });

  it('the time-out rolls the order back after PAYMENT_TIMEOUT_MS with its message', async () => {
    const time = sagaClock({ mode: 'running' });
    const { storeState } = await expectSaga(watchCheckout)
      .withReducer(reducer)
      .provide([...time.providers, [matchers.call.fn(saveOrder), savedOrder(nicePayment)], [matchers.call.fn(requestNicePay), dynamic(never)], ...quiet])
      .call(cancelPendingOrder, 501)
      .put(paymentAbandoned({ message: PAYMENT_MESSAGES.timedOut, cancelled: false }))
      .call(notifyError, PAYMENT_MESSAGES.timedOut)
      .dispatch(paymentRequested(request))
      .silentRun(50);
    expect(time.sleeps).toEqual([PAYMENT_TIMEOUT_MS]);
    expect(storeState.checkout.phase).toBe('failed');
  });

  it('a second press while an attempt runs makes no second order', async () => {
    let saves = 0;
    await expectSaga(watchCheckout)
      .withReducer(reducer)
      .provide([
        ...sagaClock({ mode: 'frozen' }).providers,
        [matchers.call.fn(saveOrder), dynamic(() => ((saves += 1), savedOrder(nicePayment)))],
        [matchers.call.fn(requestNicePay), dynamic(never)],
        ...quiet,
      ])
      .dispatch(paymentRequested(request))
      .dispatch(paymentRequested(request))
      .silentRun(50);
    expect(saves).toBe(1);
  });
});
