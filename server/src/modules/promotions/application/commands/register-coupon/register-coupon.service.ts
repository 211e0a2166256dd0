import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import type { SlotOutcome } from '../../../../../shared/domain/counted-limit';
import { type Result, ok } from '../../../../../shared/domain/result';
import { couponRegistrationLimits } from '../../../domain/coupon-registration-limits';
import { parseCouponSerial } from '../../../domain/coupon-serial';
import { PromotionsFailures } from '../../../domain/promotions-failures';
import type { CouponRegistrationAttemptsPort } from '../../ports/coupon-registration-attempts.port';
import type { CouponRepositoryPort } from '../../ports/coupon.repository.port';
import { COUPON_REGISTRATION_ATTEMPTS, COUPON_REPOSITORY } from '../../promotions.di-tokens';

/**
 * POST /api/member/coupon_save.php: a coupon registered by its serial. Each lookup first takes a slot in the
 * member's failure counter, as if it would fail; a serial that names a live coupon gives it back (registered
 * or already held), so only wrong guesses count and parallel guesses can never pass the limit. A batch serial
 * (a coupon's single-use serial) registers once in the whole shop; a coupon's own code once per member.
 */
@Injectable()
export class RegisterCouponService {
  constructor(
    @Inject(COUPON_REPOSITORY) private readonly coupons: CouponRepositoryPort,
    @Inject(COUPON_REGISTRATION_ATTEMPTS) private readonly attempts: CouponRegistrationAttemptsPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  async execute(command: { memberId: number; serial: string | null | undefined }): Promise<Result<void>> {
    if ((command.serial ?? '').trim() === '') return PromotionsFailures.serialRequired();
    const now = this.clock.now();
    const reservation = await this.attempts.reserve(couponRegistrationLimits(command.memberId), now);
    if (!reservation.ok) return PromotionsFailures.registrationThrottled();

    let result: Result<void>;
    try {
      result = await this.register(command.memberId, command.serial, now);
    } catch (error) {
      await this.attempts.settle(reservation.slots.map((slot): SlotOutcome => ({ slot, then: 'release' })));
      throw error;
    }
    const guessedWrong = !result.ok && result.code === PromotionsFailures.serialInvalid().code;
    await this.attempts.settle(reservation.slots.map((slot): SlotOutcome => ({ slot, then: guessedWrong ? 'keep' : 'release' })));
    return result;
  }

  private async register(memberId: number, typed: string | null | undefined, now: Date): Promise<Result<void>> {
    const serial = parseCouponSerial(typed);
    if (!serial.ok) return serial;
    const coupon = await this.coupons.findRegistrable(serial.value, now);
    if (!coupon) return PromotionsFailures.serialInvalid();
    // A batch serial is spent (one conditional UPDATE: of two members racing, one wins) and the coupon given in one
    // unit: a member who already holds the coupon leaves the serial unspent.
    return this.unitOfWork.run(async (): Promise<Result<void>> => {
      if (coupon.batchSerial && !(await this.coupons.claimSerial(serial.value, memberId, now))) return PromotionsFailures.couponAlreadyRegistered();
      const registered = await this.coupons.register(memberId, coupon.couponId, now);
      return registered ? ok(undefined) : PromotionsFailures.couponAlreadyRegistered();
    });
  }
}
