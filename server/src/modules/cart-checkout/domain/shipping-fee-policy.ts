/**
 * Shipping: 3,000 won, free when the goods total (options included, before coupon and points)
 * is 30,000 won or more. The spec has two readings ("free from 30000" and a display that
 * subtracts the fee at "30000 or less"); docs/decisions.md says why this one.
 */
export const SHIPPING_FEE = 3_000;
export const FREE_SHIPPING_FROM = 30_000;

export function shippingFeeFor(goodsTotal: number): number {
  return goodsTotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}
