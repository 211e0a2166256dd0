import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { LIMIT_COUNTER, type LimitCounterPort } from '../../../../shared/application/limit-counter.port';
import { reserveForAddress } from '../../../../shared/application/address-limit';
import type { Result } from '../../../../shared/domain/result';
import { CheckoutFailures } from '../../domain/checkout-failures';
import { paymentReturnLimits } from '../../domain/payment-return-limits';

/** Counts a provider's return from an address before it is read; refused once the window's are spent. */
@Injectable()
export class PaymentReturnLimitService {
  constructor(
    @Inject(LIMIT_COUNTER) private readonly counters: LimitCounterPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async reserve(ip: string): Promise<Result<void>> {
    return reserveForAddress(this.counters, ip, this.clock.now(), paymentReturnLimits, CheckoutFailures.paymentReturnThrottled);
  }
}
