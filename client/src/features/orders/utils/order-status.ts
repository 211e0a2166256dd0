import type { OrderRecord } from '../types';

const BY_O_STATUS: Record<string, string> = { '0': '상품 준비중', '1': '배송중', '2': '배송완료' };

const BY_STATUS: Record<OrderRecord['status'], string> = {
  PENDING_PAYMENT: '결제 대기',
  PAYMENT_APPROVING: '결제 확인중',
  PAYMENT_FAILED: '결제 실패',
  PREPARING: '상품 준비중',
  SHIPPING: '배송중',
  DELIVERED: '배송완료',
  CANCELLED: '주문 취소',
  RETURN_REQUESTED: '반품 신청',
  RETURNED: '반품 완료',
  EXCHANGE_REQUESTED: '교환 신청',
  EXCHANGED: '교환 완료',
};

/** The word the shopper sees: oStatus '0'/'1'/'2' for an order on its way, otherwise its status. */
export function orderStatusLabel(order: Pick<OrderRecord, 'oStatus' | 'status'>): string {
  return BY_O_STATUS[order.oStatus] ?? BY_STATUS[order.status] ?? order.status;
}

/** "미니 토트백 외 1건" for two lines, the name alone for one. */
export function orderTitle(order: Pick<OrderRecord, 'goods'>): string {
  const first = order.goods[0]?.goodsName ?? '';
  const others = order.goods.length - 1;
  return others > 0 ? `${first} 외 ${others}건` : first;
}
