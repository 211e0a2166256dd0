import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { LIMIT_COUNTER, type LimitCounterPort } from '../../../../shared/application/limit-counter.port';
import { reserveForAddress } from '../../../../shared/application/address-limit';
import type { Result } from '../../../../shared/domain/result';
import { signUpLimits, signUpThrottled } from '../../domain/sign-up-limits';

/** Counts a sign-up attempt from an address before anything else happens; refused once the hour's are spent. */
@Injectable()
export class SignUpAttemptLimitService {
  constructor(
    @Inject(LIMIT_COUNTER) private readonly counters: LimitCounterPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async reserve(ip: string): Promise<Result<void>> {
    return reserveForAddress(this.counters, ip, this.clock.now(), signUpLimits, signUpThrottled);
  }
}
