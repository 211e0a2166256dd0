import { type Result, ok } from '../../../shared/domain/result';
import { ReviewFailures } from './review-failures';

/** A member's own order as the catalog needs it to allow a review (from the ordering context). */
export interface ReviewableOrder {
  id: number;
  delivered: boolean;
  ordererName: string;
  lines: ReviewableLine[];
}

export interface ReviewableLine {
  goodsId: number;
  goodsName: string;
  thumbSrc: string;
  options: { categoryName: string; optName: string }[];
}

/**
 * Whether the member may review this goods of this order: the order is theirs (the caller passes null
 * otherwise: answered as missing), it was delivered, and the goods is one of its lines.
 */
export function reviewableLineOf(order: ReviewableOrder | null, goodsId: number): Result<ReviewableLine> {
  if (!order) return ReviewFailures.lineNotReviewable();
  const line = order.lines.find((candidate) => candidate.goodsId === goodsId);
  if (!line) return ReviewFailures.lineNotReviewable();
  if (!order.delivered) return ReviewFailures.notDelivered();
  return ok(line);
}
