import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CountedLimit, Reservation, SlotOutcome } from '../../../../shared/domain/counted-limit';
import { inOwnTransaction, LimitCounterStore, reserveInOwnTransaction } from '../../../../shared/infrastructure/limits/limit-counter-store';
import type { CouponRegistrationAttemptsPort } from '../../application/ports/coupon-registration-attempts.port';

/** The registration counters in `limit_counter`, on the DataSource's own connections (never a use case's transaction). */
@Injectable()
export class TypeormCouponRegistrationAttempts implements CouponRegistrationAttemptsPort {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  reserve(limits: readonly CountedLimit[], now: Date): Promise<Reservation> {
    return reserveInOwnTransaction(this.dataSource, limits, now);
  }

  async settle(outcomes: readonly SlotOutcome[]): Promise<void> {
    if (outcomes.every((outcome) => outcome.then === 'keep')) return;
    await inOwnTransaction(this.dataSource, (manager) => LimitCounterStore.settle(manager, outcomes));
  }
}
