import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import type { Page, PageRequest } from '../../../../../shared/domain/page';
import type { HeldCoupon } from '../../../domain/held-coupon';
import type { CouponRepositoryPort } from '../../ports/coupon.repository.port';
import { COUPON_REPOSITORY } from '../../promotions.di-tokens';

/** GET /api/member/coupon.php: every coupon the member holds, used and expired ones too, newest first. */
@Injectable()
export class ListHeldCouponsService {
  constructor(
    @Inject(COUPON_REPOSITORY) private readonly coupons: CouponRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(memberId: number, page: PageRequest): Promise<{ page: Page<HeldCoupon>; now: Date }> {
    return { page: await this.coupons.pageHeld(memberId, page), now: this.clock.now() };
  }
}
