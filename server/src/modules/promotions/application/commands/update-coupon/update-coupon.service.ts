import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { CouponDraftFailures, checkCouponDraft } from '../../../domain/coupon-draft';
import type { AdminCoupon, CouponAdminRepositoryPort } from '../../ports/coupon-admin.repository.port';
import { COUPON_ADMIN_REPOSITORY } from '../../promotions.di-tokens';
import { couponSnapshot } from '../../responses/admin-coupon.response';
import type { UpdateCouponRequest } from '../create-coupon/coupon-fields.request';

/** Staff edit a coupon (PUT /api/coupon); its code and serials stay. Locked, written and audited in one unit of work. */
@Injectable()
export class UpdateCouponService {
  constructor(
    @Inject(COUPON_ADMIN_REPOSITORY) private readonly coupons: CouponAdminRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  async execute(fields: UpdateCouponRequest, by: StaffActor): Promise<Result<AdminCoupon>> {
    const draft = checkCouponDraft(fields);
    if (!draft.ok) return draft;
    return this.unitOfWork.run(async () => {
      const before = await this.coupons.findByIdForUpdate(fields.id);
      if (!before) return CouponDraftFailures.notFound();
      await this.coupons.update(before.id, draft.value);
      const after = { ...before, ...draft.value };
      await this.activity.changed(by, { action: 'coupon.update', targetType: 'coupon', targetId: before.id, before: couponSnapshot(before), after: couponSnapshot(after) });
      return ok(after);
    });
  }
}
