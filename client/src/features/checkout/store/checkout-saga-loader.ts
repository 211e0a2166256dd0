import type { SagaIterator } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import { paymentRequested } from './checkout-slice';

/**
 * The payment saga ships with the checkout screens (loaded by the time the pay button is pressed): the storefront's
 * first load does not carry it, and no chunk of its own is made (a saga-only chunk reaches React through the api
 * client but not the JSX runtime, which would split React out of the shared chunk and grow the first load).
 */
const loadPayOrder = () => import('../routes/checkout-steps').then((steps) => steps.payOrder);

/** The root saga's checkout watcher: one attempt at a time (a press while one runs is not taken), as watchCheckout. */
export function* watchCheckoutLazily(): SagaIterator<never> {
  while (true) {
    const action: ReturnType<typeof paymentRequested> = yield take(paymentRequested.type);
    const payOrder = (yield call(loadPayOrder)) as Awaited<ReturnType<typeof loadPayOrder>>;
    yield call(payOrder, action.payload);
  }
}
