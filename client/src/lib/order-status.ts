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

/** What a shopper reads while an order's refund is not yet confirmed by the payment provider. */
export const REFUND_PENDING_LABEL = '환불 처리 중';

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

/**
 * A return's steps (반품 신청 → 회수 중 → 검수 완료·환불) and an exchange's (교환 신청 → 교환 완료), as the server's
 * `claim.stage` names where it stands ('requested' | 'pickup' | 'approved' | 'rejected'); docs/ordering.md.
 */
export const RETURN_STEPS = [
  { stage: 'requested', label: '반품 신청' },
  { stage: 'pickup', label: '회수 중' },
  { stage: 'approved', label: '검수 완료·환불' },
] as const;

export const EXCHANGE_STEPS = [
  { stage: 'requested', label: '교환 신청' },
  { stage: 'approved', label: '교환 완료' },
] as const;

/** The claim's step in words: "회수 중", "검수 완료·환불", "거절"…; a stage the shop does not know is shown as it came. */
export function claimStageLabel(kind: string, stage: string): string {
  if (stage === 'rejected') return '거절';
  const steps: readonly { stage: string; label: string }[] = kind === 'exchange' ? EXCHANGE_STEPS : RETURN_STEPS;
  return steps.find((step) => step.stage === stage)?.label ?? stage;
}

/** The steps of a claim with each one's state: done, the current one, or still ahead (a rejection ends them all). */
export function claimSteps(kind: string, stage: string): { stage: string; label: string; state: 'done' | 'current' | 'ahead' }[] {
  const steps: readonly { stage: string; label: string }[] = kind === 'exchange' ? EXCHANGE_STEPS : RETURN_STEPS;
  const at = stage === 'rejected' ? -1 : steps.findIndex((step) => step.stage === stage);
  return steps.map((step, index) => ({ ...step, state: index < at || (index === at && stage === 'approved') ? 'done' : index === at ? 'current' : 'ahead' }));
}
