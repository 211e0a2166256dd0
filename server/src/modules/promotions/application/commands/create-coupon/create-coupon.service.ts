import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { checkCouponDraft } from '../../../domain/coupon-draft';
import type { AdminCoupon, CouponAdminRepositoryPort } from '../../ports/coupon-admin.repository.port';
import type { SerialSourcePort } from '../../ports/serial-source.port';
import { COUPON_ADMIN_REPOSITORY, SERIAL_SOURCE } from '../../promotions.di-tokens';
import { couponSnapshot } from '../../responses/admin-coupon.response';
import type { CouponFieldsRequest } from './coupon-fields.request';

/** A code that collides 5 times in a row means something is wrong with the source, not bad luck. */
const CODE_ATTEMPTS = 5;

/**
 * Staff add a coupon (POST /api/coupon). Its own 16-character code is drawn like a batch serial and never equals
 * another coupon's code or any batch serial. Coupon and audit record commit together.
 */
@Injectable()
export class CreateCouponService {
  constructor(
    @Inject(COUPON_ADMIN_REPOSITORY) private readonly coupons: CouponAdminRepositoryPort,
    @Inject(SERIAL_SOURCE) private readonly serials: SerialSourcePort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(fields: CouponFieldsRequest, by: StaffActor): Promise<Result<AdminCoupon>> {
    const draft = checkCouponDraft(fields);
    if (!draft.ok) return draft;
    return this.unitOfWork.run(async () => {
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
        const [code] = this.serials.next(1);
        const coupon = await this.coupons.create(draft.value, code, this.clock.now());
        if (!coupon) continue;
        await this.activity.changed(by, { action: 'coupon.create', targetType: 'coupon', targetId: coupon.id, before: null, after: couponSnapshot(coupon) });
        return ok(coupon);
      }
      throw new Error('no free coupon code after several attempts');
    });
  }
}
