import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import type { RequestedLine } from '../../../domain/checkout-line';
import type { CheckoutQuote } from '../../../domain/checkout-quote';
import { CHECKOUT_PROMOTIONS } from '../../cart-checkout.di-tokens';
import type { CheckoutPromotionsPort } from '../../ports/checkout-promotions.port';
import { CheckoutPricingService } from '../../services/checkout-pricing.service';

/** POST /api/order/quote.php: what the order-info screen shows, computed as the order will be. */
@Injectable()
export class QuoteOrderService {
  constructor(
    private readonly pricing: CheckoutPricingService,
    @Inject(CHECKOUT_PROMOTIONS) private readonly promotions: CheckoutPromotionsPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  /** memberId null: a guest (no coupon, no points; the balance answered is 0). */
  async execute(command: { memberId: number | null; lines: RequestedLine[]; memberCouponId: number | null; points: number }): Promise<
    Result<{ quote: CheckoutQuote; pointBalance: number }>
  > {
    const quote = await this.pricing.quote({ ...command, now: this.clock.now() });
    if (!quote.ok) return quote;
    return ok({ quote: quote.value, pointBalance: command.memberId === null ? 0 : await this.promotions.pointBalance(command.memberId) });
  }
}
