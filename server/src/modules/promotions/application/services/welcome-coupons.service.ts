import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../shared/application/unit-of-work.port';
import type { CouponRepositoryPort } from '../ports/coupon.repository.port';
import { COUPON_REPOSITORY } from '../promotions.di-tokens';

/**
 * The sign-up gift: every live coupon for new members (for_new, not deleted, not expired). Membership calls it
 * inside the sign-up's unit of work, so a sign-up that rolls back leaves no coupon behind.
 */
@Injectable()
export class WelcomeCouponsService {
  constructor(
    @Inject(COUPON_REPOSITORY) private readonly coupons: CouponRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  /** How many coupons the member received. */
  grant(memberId: number, now: Date): Promise<number> {
    return this.unitOfWork.run(() => this.coupons.grantForNewMember(memberId, now));
  }
}
