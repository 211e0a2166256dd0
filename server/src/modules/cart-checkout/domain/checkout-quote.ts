import { ok, type Result } from '../../../shared/domain/result';
import { CheckoutFailures } from './checkout-failures';
import type { PricedLine } from './priced-line';
import { shippingFeeFor } from './shipping-fee-policy';

/** The least a card payment can be: the providers' floor, and no order is ever free by accident. */
export const MINIMUM_PAYMENT = 100;

export interface AppliedCoupon {
  memberCouponId: number;
  couponName: string;
  discount: number;
}

/** Every won of an order, computed on the server: shown by the client, checked again at approval. */
export interface CheckoutQuote {
  lines: PricedLine[];
  goodsTotal: number;
  shippingFee: number;
  coupon: AppliedCoupon | null;
  couponDiscount: number;
  pointsUsed: number;
  total: number;
  madeToOrder: boolean;
}

export function goodsTotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.lineTotal, 0);
}

/** Points cover at most the goods after the coupon: never the shipping fee, never more than remains. */
export function pointsCapFor(goodsTotal: number, couponDiscount: number): number {
  return Math.max(0, goodsTotal - couponDiscount);
}

/**
 * goods total − coupon − points + shipping, once the coupon and points were checked by
 * promotions. The amount to pay must reach MINIMUM_PAYMENT.
 */
export function composeQuote(lines: PricedLine[], coupon: AppliedCoupon | null, pointsUsed: number): Result<CheckoutQuote> {
  const goodsTotal = goodsTotalOf(lines);
  const couponDiscount = Math.min(coupon?.discount ?? 0, goodsTotal);
  const shippingFee = shippingFeeFor(goodsTotal);
  const total = goodsTotal - couponDiscount - pointsUsed + shippingFee;
  if (total < MINIMUM_PAYMENT) return CheckoutFailures.amountTooSmall();
  return ok({
    lines,
    goodsTotal,
    shippingFee,
    coupon,
    couponDiscount,
    pointsUsed,
    total,
    madeToOrder: lines.some((line) => line.madeToOrder),
  });
}

/** The order's title for the provider and the screens: the first item's name, plus how many others. */
export function orderTitleOf(lines: readonly PricedLine[]): string {
  const [first, ...others] = lines;
  return others.length === 0 ? first.goodsName : `${first.goodsName} 외 ${others.length}건`;
}
