import type { ClaimLine } from './order-claim';

/** What a return reads of an order line (the shape of order.ts's OrderLine, named here so order.ts may import this file). */
interface ReturnedLine {
  amount: number;
  unitPrice: number;
  options: readonly { price: number }[];
}

/** What a return reads of an order's amounts (order.ts's OrderAmounts). */
interface ReturnedOrder {
  goodsTotal: number;
  shippingFee: number;
  couponDiscount: number;
  pointsUsed: number;
  lines: readonly ReturnedLine[];
}

/** What a return gives back, part by part (won). */
export interface ReturnRefund {
  /** Σ (unit price + option prices) × quantity of the returned lines. */
  goods: number;
  /** The returned goods' share of the coupon discount (kept by the shop: the member paid that much less). */
  coupon: number;
  /** The returned goods' share of the points used (given back as points, not as money). */
  points: number;
  /** The shipping fee, given back only when every line is returned whole. */
  shipping: number;
  /** Money back to the payment: goods − coupon − points + shipping. */
  total: number;
  whole: boolean;
}

/** Every line whole: what a request without lines means. */
export function wholeOrderLines(lines: readonly Pick<ReturnedLine, 'amount'>[]): ClaimLine[] {
  return lines.map((line, lineIndex) => ({ lineIndex, quantity: line.amount }));
}

/** Lines that exist, each once, 1 to its ordered amount; at least one. */
export function checkClaimLines(lines: readonly Pick<ReturnedLine, 'amount'>[], claimed: readonly ClaimLine[]): boolean {
  if (claimed.length === 0) return false;
  const seen = new Set<number>();
  for (const each of claimed) {
    const line = Number.isSafeInteger(each.lineIndex) ? lines[each.lineIndex] : undefined;
    if (!line || seen.has(each.lineIndex)) return false;
    if (!Number.isSafeInteger(each.quantity) || each.quantity < 1 || each.quantity > line.amount) return false;
    seen.add(each.lineIndex);
  }
  return true;
}

/**
 * The refund of a return by its lines (docs/decisions.md, "Partial returns"): the coupon discount and the points
 * used are shared in proportion to the returned goods' part of the goods total (rounded down, so the shares of the
 * pieces never add up to more than the whole); the shipping fee comes back only when everything is returned, and then
 * the refund is exactly what was paid.
 */
export function returnRefundOf(order: ReturnedOrder, claimed: readonly ClaimLine[]): ReturnRefund {
  const whole = order.lines.every((line, index) => claimed.find((each) => each.lineIndex === index)?.quantity === line.amount);
  if (whole) {
    const total = order.goodsTotal - order.couponDiscount - order.pointsUsed + order.shippingFee;
    return { goods: order.goodsTotal, coupon: order.couponDiscount, points: order.pointsUsed, shipping: order.shippingFee, total, whole };
  }
  const goods = claimed.reduce((sum, each) => {
    const line = order.lines[each.lineIndex];
    return line ? sum + (line.unitPrice + line.options.reduce((add, option) => add + option.price, 0)) * each.quantity : sum;
  }, 0);
  const share = (amount: number) => (order.goodsTotal > 0 ? Math.floor((amount * goods) / order.goodsTotal) : 0);
  const coupon = share(order.couponDiscount);
  const points = share(order.pointsUsed);
  return { goods, coupon, points, shipping: 0, total: Math.max(0, goods - coupon - points), whole };
}
