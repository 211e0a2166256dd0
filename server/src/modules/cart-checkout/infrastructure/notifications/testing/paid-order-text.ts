import type { OrderPaidTextJob } from '../queued-order-notifier';

/** Member 3's paid order of one 미니 토트백, as the order-paid-text job carries it: what the notifiers' specs send. */
export const PAID_ORDER_TEXT: OrderPaidTextJob = {
  id: 7,
  memberId: 3,
  orderNumber: '20261127-ABCDEFGHJK',
  goodsTitle: '미니 토트백',
  totalPrice: 59_000,
  lines: [{ goodsName: '미니 토트백', amount: 1, options: [], lineTotal: 59_000 }],
  ordererPhone: '01012345678',
};
