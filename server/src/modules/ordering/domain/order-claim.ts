import { type Result, ok } from '../../../shared/domain/result';
import { OrderingFailures } from './ordering-failures';

/**
 * A member's request to return or exchange delivered goods (the terms: within 7 days of receipt). Staff settle it
 * (the back office); until then the order is RETURN_REQUESTED or EXCHANGE_REQUESTED and the member sees the request.
 */
export type ClaimKind = 'return' | 'exchange';
export const CLAIM_KINDS: readonly ClaimKind[] = ['return', 'exchange'];

/** Why: a change of mind, or the shop's fault (a defect, the wrong item). */
export type ClaimReason = 'change-of-mind' | 'defect' | 'wrong-item';
export const CLAIM_REASONS: readonly ClaimReason[] = ['change-of-mind', 'defect', 'wrong-item'];

export const CLAIM_REASON_LABELS: { readonly [R in ClaimReason]: string } = {
  'change-of-mind': '단순 변심',
  defect: '상품 불량',
  'wrong-item': '오배송',
};

/** The terms' window: a request is accepted until 7 × 24 hours after the delivery was recorded. */
export const CLAIM_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const CLAIM_DETAIL_MIN_LENGTH = 10;
export const CLAIM_DETAIL_MAX_LENGTH = 1000;

/** Photos of the goods (a defect, the wrong item): at most 3, kept at most 1,600 px on their long side, as reviews. */
export const CLAIM_PHOTOS_MAX = 3;
export const CLAIM_PHOTO_MAX_SIDE = 1600;

export interface ClaimRequest {
  kind: ClaimKind;
  reason: ClaimReason;
  /** The member's words (trimmed), 10 to 1,000 characters. */
  detail: string;
  /** The stored photos' keys (`claims/<uuid>.webp`), in the order sent; none is fine. */
  photoKeys: string[];
  /**
   * A return's lines: which order lines (by position) and how many of each. Empty in a request: every line whole.
   * An exchange keeps none (the whole order is exchanged).
   */
  lines?: ClaimLine[];
}

/** One order line (by its position in the order) and how many of it go back. */
export interface ClaimLine {
  lineIndex: number;
  quantity: number;
}

/** 회수 중: staff booked the pickup of a return, with the pickup parcel's tracking number when there is one. */
export interface ClaimPickup {
  trackingNumber: string | null;
  at: Date;
}

export const CLAIM_TRACKING_MAX_LENGTH = 30;

export interface OrderClaim extends ClaimRequest {
  lines: ClaimLine[];
  /** Null until staff start the pickup (a return only). */
  pickup: ClaimPickup | null;
  /** An approved exchange's outgoing parcel (the new goods), when staff gave its tracking number. */
  exchangeTrackingNumber: string | null;
  requestedAt: Date;
  /** Null until staff decide. */
  outcome: 'approved' | 'rejected' | null;
  /** Staff's reason, shown to the member (a rejection always has one). */
  note: string | null;
  decidedAt: Date | null;
  /** Won given back when staff approved a return (null: none, an exchange, or still open). */
  refund: number | null;
}

/** What the rule needs to know of the order. */
export interface ClaimableOrder {
  deliveredAt: Date | null;
  madeToOrder: boolean;
}

/** Checked before any photo is stored. */
export function checkClaimPhotoCount(count: number): Result<void> {
  return count > CLAIM_PHOTOS_MAX ? OrderingFailures.claimTooManyPhotos() : ok(undefined);
}

/**
 * The terms' rules: delivered, within the window; a change of mind is refused for goods made to order (the
 * shopper consented to that at checkout, 전자상거래법 17조 2항), a defect or a wrong item never is.
 */
export function checkClaimRequest(order: ClaimableOrder, request: ClaimRequest, now: Date): Result<ClaimRequest> {
  if (!order.deliveredAt) return OrderingFailures.claimNotDelivered();
  if (now.getTime() - order.deliveredAt.getTime() > CLAIM_WINDOW_DAYS * DAY_MS) return OrderingFailures.claimWindowClosed();
  if (request.reason === 'change-of-mind' && order.madeToOrder) return OrderingFailures.claimMadeToOrder();
  const detail = request.detail.trim();
  if (detail.length < CLAIM_DETAIL_MIN_LENGTH || detail.length > CLAIM_DETAIL_MAX_LENGTH) return OrderingFailures.claimDetailLength();
  const photos = checkClaimPhotoCount(request.photoKeys.length);
  if (!photos.ok) return photos;
  return ok({ ...request, detail, photoKeys: [...request.photoKeys] });
}

/** Staff's note on a decision: required for a rejection (the member reads it), at most 500 characters. */
export const CLAIM_NOTE_MAX_LENGTH = 500;
