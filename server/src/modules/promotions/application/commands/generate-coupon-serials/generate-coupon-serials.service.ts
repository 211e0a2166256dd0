import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { CouponDraftFailures } from '../../../domain/coupon-draft';
import { SERIAL_BATCH_LIMITS } from '../../../domain/serial-alphabet';
import type { CouponAdminRepositoryPort } from '../../ports/coupon-admin.repository.port';
import type { SerialSourcePort } from '../../ports/serial-source.port';
import { COUPON_ADMIN_REPOSITORY, SERIAL_SOURCE } from '../../promotions.di-tokens';

export interface SerialBatch {
  batchId: string;
  count: number;
}

/** Rounds of top-ups after collisions; with 80 random bits a serial, even one is a freak. */
const TOP_UP_ROUNDS = 5;

/**
 * Staff make N single-use serials of a coupon (POST /api/coupon/{id}/serials). Each is 16 characters from the
 * unambiguous alphabet, drawn from the CSPRNG, and unique in the shop: the insert skips any that a coupon code or
 * another serial already uses, and the batch is topped up until it is full. The serials themselves stay out of
 * the audit record (they are bearer tokens); it keeps the batch id and the count.
 */
@Injectable()
export class GenerateCouponSerialsService {
  constructor(
    @Inject(COUPON_ADMIN_REPOSITORY) private readonly coupons: CouponAdminRepositoryPort,
    @Inject(SERIAL_SOURCE) private readonly serials: SerialSourcePort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(couponId: number, count: number, by: StaffActor): Promise<Result<SerialBatch>> {
    if (!Number.isInteger(count) || count < SERIAL_BATCH_LIMITS.min || count > SERIAL_BATCH_LIMITS.max) return CouponDraftFailures.batchSize();
    return this.unitOfWork.run(async () => {
      const coupon = await this.coupons.findByIdForUpdate(couponId);
      if (!coupon) return CouponDraftFailures.notFound();
      const batchId = randomUUID();
      const now = this.clock.now();
      let stored = 0;
      for (let round = 0; round <= TOP_UP_ROUNDS && stored < count; round++) {
        stored += (await this.coupons.insertSerials(couponId, batchId, this.serials.next(count - stored), now)).length;
      }
      if (stored < count) throw new Error('could not draw enough unique serials');
      await this.activity.changed(by, { action: 'coupon.serials', targetType: 'coupon', targetId: couponId, before: null, after: { batchId, count } });
      return ok({ batchId, count });
    });
  }
}
