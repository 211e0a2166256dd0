/** How much of the paid money an approved return gives back: the whole remainder, or `refunded` of `paid` won. */
export interface ReturnShare {
  whole: boolean;
  refunded: number;
  paid: number;
}

/**
 * The coupon and points of an order whose money went back (adapter: promotions' CheckoutPromotionsService). Both join
 * the caller's unit of work and act once per order, however often they are called.
 */
export interface OrderPromotionsPort {
  /** A cancelled order's coupon back to unused and its used points returned. */
  restoreForOrder(orderId: number, now: Date): Promise<void>;
  /**
   * An approved return: a whole one gives the coupon and the used points back and takes the earned points back; a
   * partial one keeps the coupon spent and moves the points in proportion to the share.
   */
  settleReturn(orderId: number, share: ReturnShare, now: Date): Promise<unknown>;
}
