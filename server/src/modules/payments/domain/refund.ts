/**
 * Why money goes back: the member cancelled, staff cancelled, a return passed inspection (ordering decides these), or
 * the checkout could not keep an approval (`approval`: recorded nowhere, or another order's authentication; nothing to
 * settle for it).
 */
export type RefundCause = 'member-cancel' | 'staff-cancel' | 'return' | 'approval';

export const REFUND_CAUSES: readonly RefundCause[] = ['member-cancel', 'staff-cancel', 'return', 'approval'];

/**
 * pending: written by the decision, not yet confirmed by the provider (the member reads "환불 처리 중");
 * succeeded: the provider gave the money back; failed: every try failed, a person must act (the console shows it).
 */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** What a decision asks payments to give back: one approved payment, all of it or `amount` won of it. */
export interface RefundRequest {
  orderId: number;
  orderNumber: string;
  gateway: string;
  tid: string;
  amount: number;
  /** Only `amount` of the payment (a return's partial refund); false gives back what is left of it. */
  partial: boolean;
  cause: RefundCause;
  /** The reason the provider records, e.g. "반품 환불". */
  reason: string;
  /**
   * What the requester needs back when the refund is confirmed (e.g. a return's share for its coupon and points);
   * payments keeps it and hands it back untouched.
   */
  settlement: Record<string, unknown> | null;
}

/** A refund intent: written in the decision's unit of work, carried out after the commit by a job. */
export interface Refund extends RefundRequest {
  id: number;
  /**
   * Sent as the cancel's own orderId, which NicePay keeps unique per cancel: a retry after a lost answer cannot
   * give the money back twice. `${orderNumber}-R${n}`, n counting the order's refunds.
   */
  idempotencyKey: string;
  status: RefundStatus;
  attempts: number;
  lastError: string | null;
  requestedAt: Date;
  /** When it succeeded, or was last found failed. */
  settledAt: Date | null;
}

/** The n-th refund of an order (1-based): its idempotency key. */
export function refundKey(orderNumber: string, n: number): string {
  return `${orderNumber}-R${n}`;
}

/** The provider gave the money back. */
export function refundSucceeded(refund: Refund, now: Date): Refund {
  return { ...refund, status: 'succeeded', attempts: refund.attempts + 1, lastError: null, settledAt: now };
}

/**
 * A try failed: pending while tries are left (the job retries with backoff), failed once `maxAttempts` are used, so
 * the console asks a person. A succeeded refund stays succeeded.
 */
export function refundTryFailed(refund: Refund, error: string, now: Date, maxAttempts: number): Refund {
  if (refund.status === 'succeeded') return refund;
  const attempts = refund.attempts + 1;
  const exhausted = attempts >= maxAttempts;
  return { ...refund, attempts, lastError: error.slice(0, 500), status: exhausted ? 'failed' : 'pending', settledAt: exhausted ? now : refund.settledAt };
}

/** Staff retried a failed refund (작업): pending again while its new tries run. */
export function refundRetried(refund: Refund): Refund {
  return refund.status === 'failed' ? { ...refund, status: 'pending', settledAt: null } : refund;
}

/** A refund that cannot be sent at all (another gateway took the payment): failed at once, for a person. */
export function refundRefused(refund: Refund, error: string, now: Date): Refund {
  return { ...refund, attempts: refund.attempts + 1, lastError: error.slice(0, 500), status: 'failed', settledAt: now };
}
