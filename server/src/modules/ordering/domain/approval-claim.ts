import { type OrderStatus, PAID_STATUSES, canMove } from './order-status';

/**
 * Claiming an order for payment approval is the move PENDING_PAYMENT → PAYMENT_APPROVING,
 * done by the repository as one conditional UPDATE (only one caller wins). When the claim
 * is refused, the order's status says why.
 */
export const APPROVAL_CLAIM = { from: 'PENDING_PAYMENT', to: 'PAYMENT_APPROVING' } as const satisfies { from: OrderStatus; to: OrderStatus };

/**
 * Giving the claim back (PAYMENT_APPROVING → PENDING_PAYMENT): the approval's answer was not this order's, or the
 * provider gave none. The return named the order but proved nothing about it, so the order waits for its owner again.
 */
export const APPROVAL_RELEASE = { from: 'PAYMENT_APPROVING', to: 'PENDING_PAYMENT' } as const satisfies { from: OrderStatus; to: OrderStatus };

if (!canMove(APPROVAL_CLAIM.from, APPROVAL_CLAIM.to)) throw new Error('the transition table lost the approval claim');
if (!canMove(APPROVAL_RELEASE.from, APPROVAL_RELEASE.to)) throw new Error('the transition table lost the approval release');

export type ClaimOutcome = 'claimed' | 'not-found' | 'busy' | 'paid' | 'closed';

/** Why a claim on an order in `status` was refused: another caller approves it, it was paid, or it is over. */
export function refusedClaim(status: OrderStatus | null): Exclude<ClaimOutcome, 'claimed'> {
  if (status === null) return 'not-found';
  if (PAID_STATUSES.includes(status)) return 'paid';
  if (status === 'PAYMENT_FAILED' || status === 'CANCELLED') return 'closed';
  // PAYMENT_APPROVING, or PENDING_PAYMENT claimed and released between the UPDATE and this read.
  return 'busy';
}
