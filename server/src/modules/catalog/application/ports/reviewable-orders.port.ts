import type { ReviewableOrder } from '../../domain/reviewable-line';

/** The ordering context, as reviews ask it: the member's own order (null for a missing or someone else's). */
export interface ReviewableOrdersPort {
  findOwn(memberId: number, orderId: number): Promise<ReviewableOrder | null>;
}
