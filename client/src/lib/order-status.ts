/**
 * An order's status and the workshop's stage as the shop names them, to shoppers (My Page) and staff (the console)
 * alike: one vocabulary, kept here only. The server's words: docs/ordering.md.
 */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
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

/** The workshop's board (주문확인 → 재단 → 봉제 → 마감·검수 → 출고대기) for a paid made-to-order order. */
export const PRODUCTION_STAGE_LABELS: Readonly<Record<string, string>> = {
  CONFIRMED: '주문확인',
  CUTTING: '재단',
  SEWING: '봉제',
  FINISHING: '마감·검수',
  READY: '출고대기',
};

/** 상품 준비중, 배송중…; a status the shop does not know yet is shown as it came. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status] ?? status;
}

export function productionStageLabel(stage: string): string {
  return PRODUCTION_STAGE_LABELS[stage] ?? stage;
}

/** The status, and beside 준비중 where the goods are in the workshop: "상품 준비중 · 재단". */
export function orderProgressLabel(status: string, stage: string | null | undefined): string {
  const label = orderStatusLabel(status);
  return status === 'PREPARING' && stage ? `${label} · ${productionStageLabel(stage)}` : label;
}
