/** Points a delivered order earns, by promotions' policy; once per order whatever the number of calls. */
export interface OrderPointsPort {
  /** Joins the caller's unit of work: the delivery and the earning commit or roll back together. */
  earnForDeliveredOrder(memberId: number, paidGoodsTotal: number, orderId: number, now: Date): Promise<void>;
}
