import { Inject, Injectable } from '@nestjs/common';
import { ok, type Result } from '../../../../shared/domain/result';
import type { RequestedLine } from '../../domain/checkout-line';
import { type AppliedCoupon, type CheckoutQuote, composeQuote, goodsTotalOf, pointsCapFor } from '../../domain/checkout-quote';
import { priceLines } from '../../domain/priced-line';
import { GuestFailures } from '../../domain/guest-failures';
import { CHECKOUT_PROMOTIONS, PRICE_LIST } from '../cart-checkout.di-tokens';
import type { CheckoutPromotionsPort } from '../ports/checkout-promotions.port';
import type { PriceListPort } from '../ports/price-list.port';

export interface QuoteRequest {
  /** Null for a guest: no coupon and no points (members only). */
  memberId: number | null;
  lines: RequestedLine[];
  memberCouponId: number | null;
  points: number;
  now: Date;
}

/**
 * The one place an order's amounts are computed, for the quote the screen shows and again for
 * the order saved: today's prices from the catalog, the coupon and points as promotions allows
 * them for this member, the shipping policy. Nothing the client says about money is read.
 */
@Injectable()
export class CheckoutPricingService {
  constructor(
    @Inject(PRICE_LIST) private readonly priceList: PriceListPort,
    @Inject(CHECKOUT_PROMOTIONS) private readonly promotions: CheckoutPromotionsPort,
  ) {}

  async quote(request: QuoteRequest): Promise<Result<CheckoutQuote>> {
    if (request.memberId === null) return this.guestQuote(request);
    const catalog = await this.priceList.priced(request.lines.map((line) => line.goodsId));
    const lines = priceLines(request.lines, catalog);
    if (!lines.ok) return lines;
    const goodsTotal = goodsTotalOf(lines.value);
    let coupon: AppliedCoupon | null = null;
    if (request.memberCouponId !== null) {
      const applied = await this.promotions.applyCoupon(request.memberId, request.memberCouponId, goodsTotal, request.now);
      if (!applied.ok) return applied;
      coupon = applied.value;
    }
    const points = await this.promotions.checkPoints(request.memberId, request.points, pointsCapFor(goodsTotal, coupon?.discount ?? 0));
    if (!points.ok) return points;
    const quote = composeQuote(lines.value, coupon, points.value);
    return quote.ok ? ok(quote.value) : quote;
  }

  /** A guest's order: the same prices and shipping; a coupon or points asked for are refused (members only). */
  private async guestQuote(request: QuoteRequest): Promise<Result<CheckoutQuote>> {
    if (request.memberCouponId !== null || request.points !== 0) return GuestFailures.membersOnlyBenefits();
    const lines = priceLines(request.lines, await this.priceList.priced(request.lines.map((line) => line.goodsId)));
    if (!lines.ok) return lines;
    const quote = composeQuote(lines.value, null, 0);
    return quote.ok ? ok(quote.value) : quote;
  }
}
