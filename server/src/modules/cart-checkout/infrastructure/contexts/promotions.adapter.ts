import { Injectable } from '@nestjs/common';
import { ok, type Result } from '../../../../shared/domain/result';
import { CheckoutPromotionsService } from '../../../promotions/application/services/checkout-promotions.service';
import type { CheckoutPromotionsPort } from '../../application/ports/checkout-promotions.port';
import type { AppliedCoupon } from '../../domain/checkout-quote';

/** CheckoutPromotionsPort through promotions' application service; its writes join the approval's unit of work. */
@Injectable()
export class PromotionsAdapter implements CheckoutPromotionsPort {
  constructor(private readonly promotions: CheckoutPromotionsService) {}

  pointBalance(memberId: number): Promise<number> {
    return this.promotions.pointBalance(memberId);
  }

  async applyCoupon(memberId: number, memberCouponId: number, goodsTotal: number, now: Date): Promise<Result<AppliedCoupon>> {
    const applied = await this.promotions.applyCoupon(memberId, memberCouponId, goodsTotal, now);
    if (!applied.ok) return applied;
    return ok({ memberCouponId: applied.value.memberCouponId, couponName: applied.value.couponName, discount: applied.value.discount });
  }

  checkPoints(memberId: number, points: number, cap: number): Promise<Result<number>> {
    return this.promotions.checkPoints(memberId, points, cap);
  }

  redeemCoupon(memberId: number, memberCouponId: number, orderId: number, now: Date): Promise<Result<void>> {
    return this.promotions.redeemCoupon(memberId, memberCouponId, orderId, now);
  }

  spendPoints(memberId: number, points: number, orderId: number, now: Date): Promise<Result<void>> {
    return this.promotions.spendPoints(memberId, points, orderId, now);
  }
}
