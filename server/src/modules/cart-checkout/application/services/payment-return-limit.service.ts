import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { LIMIT_COUNTER, type LimitCounterPort } from '../../../../shared/application/limit-counter.port';
import { addressGroup } from '../../../../shared/domain/address-group';
import { ok, type Result } from '../../../../shared/domain/result';
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
    const reservation = await this.counters.reserve(paymentReturnLimits(addressGroup(ip)), this.clock.now());
    return reservation.ok ? ok(undefined) : CheckoutFailures.paymentReturnThrottled();
  }
}
