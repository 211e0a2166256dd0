/** Promotions, as reviews ask it: points for a review, once per order line, in the caller's unit of work. */
export interface ReviewPointsPort {
  /** The points given (0 when the policy gives none or the line already earned). */
  earnForReview(grant: { memberId: number; orderId: number; goodsId: number; withPhoto: boolean; now: Date }): Promise<number>;
}
