import type { OrderState } from './order';

/**
 * What an order's price is made of, from what was stored when it was placed: the goods at their prices, the options'
 * surcharges, the shipping fee the checkout charged (never worked out again from the paid amount: points can bring
 * the paid amount under the free-shipping line while the goods were above it), the coupon, the points and what was
 * paid. goods + options = goodsTotal; goodsTotal − coupon − points + shipping = paid (a CHECK on orders).
 */
export interface AmountBreakdown {
  goods: number;
  options: number;
  shipping: number;
  coupon: number;
  points: number;
  paid: number;
}

export function amountBreakdownOf(order: Pick<OrderState, 'lines' | 'shippingFee' | 'couponDiscount' | 'pointsUsed' | 'totalPrice'>): AmountBreakdown {
  let goods = 0;
  let options = 0;
  for (const line of order.lines) {
    goods += line.unitPrice * line.amount;
    options += line.options.reduce((sum, option) => sum + option.price, 0) * line.amount;
  }
  return { goods, options, shipping: order.shippingFee, coupon: order.couponDiscount, points: order.pointsUsed, paid: order.totalPrice };
}
