import { REFUND_PENDING_LABEL, orderStatusLabel as statusLabel } from '@/lib/order-status';
import type { OrderRecord } from '../types';

/**
 * The word the shopper sees for an order (lib/order-status.ts: the shop's one vocabulary, the console's too), with
 * "환불 처리 중" beside it until the payment provider confirmed the refund: "주문 취소 · 환불 처리 중".
 */
export function orderStatusLabel(order: Pick<OrderRecord, 'status'> & Partial<Pick<OrderRecord, 'refundStatus'>>): string {
  const label = statusLabel(order.status);
  return order.refundStatus === 'PENDING' ? `${label} · ${REFUND_PENDING_LABEL}` : label;
}

/** "미니 토트백 외 1건" for two lines, the name alone for one. */
export function orderTitle(order: Pick<OrderRecord, 'goods'>): string {
  const first = order.goods[0]?.goodsName ?? '';
  const others = order.goods.length - 1;
  return others > 0 ? `${first} 외 ${others}건` : first;
}
