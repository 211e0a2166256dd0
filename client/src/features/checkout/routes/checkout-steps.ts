/**
 * The four steps, and the payment saga the pay button starts, as one lazily loaded module: the router opens checkout
 * as one chunk (the app's checkout route re-exports these), and the root saga's watcher loads the saga from here.
 * One screen leads to the next, so a chunk per step would only add round trips and entries to the first load's
 * preload table.
 */
export { default as OrderInfoPage } from './order-info-page';
export { default as ShipmentInfoPage } from './shipment-info-page';
export { default as PaymentMethodPage } from './payment-method-page';
export { default as CompletePage } from './complete-page';
export { payOrder } from '../store/checkout-saga';
