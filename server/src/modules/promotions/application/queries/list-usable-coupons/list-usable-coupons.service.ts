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

  /** The coupons, soonest to expire first, and the instant they were judged at (for their days remaining). */
  async execute(memberId: number): Promise<{ coupons: HeldCoupon[]; now: Date }> {
    const now = this.clock.now();
    return { coupons: await this.coupons.findUnused(memberId, now), now };
  }
}
