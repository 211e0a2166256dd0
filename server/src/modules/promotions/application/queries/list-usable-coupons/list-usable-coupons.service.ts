import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import type { HeldCoupon } from '../../../domain/held-coupon';
import type { CouponRepositoryPort } from '../../ports/coupon.repository.port';
import { COUPON_REPOSITORY } from '../../promotions.di-tokens';

/** GET /api/member/coupon_list: the member's coupons that can still be used (held, unused, not expired). */
@Injectable()
export class ListUsableCouponsService {
  constructor(
    @Inject(COUPON_REPOSITORY) private readonly coupons: CouponRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(memberId: number): Promise<HeldCoupon[]> {
    return this.coupons.findUnused(memberId, this.clock.now());
  }
}
