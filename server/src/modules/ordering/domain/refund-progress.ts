/** What the shopper reads of an order's refunds: PENDING ("환불 처리 중") until every one is confirmed, DONE after; null without refunds. */
export type RefundProgress = 'PENDING' | 'DONE' | null;

/** A failed refund is still PENDING to the shopper: staff act on it (the console shows it), and the money is still owed. */
export function refundProgress(refunds: readonly { status: 'pending' | 'succeeded' | 'failed' }[]): RefundProgress {
  if (refunds.length === 0) return null;
  return refunds.every((refund) => refund.status === 'succeeded') ? 'DONE' : 'PENDING';
}
