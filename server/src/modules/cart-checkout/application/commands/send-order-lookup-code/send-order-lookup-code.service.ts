import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { LIMIT_COUNTER, type LimitCounterPort } from '../../../../../shared/application/limit-counter.port';
import { addressGroup } from '../../../../../shared/domain/address-group';
import { ok, type Result } from '../../../../../shared/domain/result';
import { GuestFailures } from '../../../domain/guest-failures';
import { GuestLookupScopes, lookupKey, lookupSendLimits } from '../../../domain/guest-lookup-limits';
import { GUEST_PHONE_VERIFICATION, ORDER_BOOK } from '../../cart-checkout.di-tokens';
import type { GuestPhoneVerificationPort } from '../../ports/guest-phone-verification.port';
import type { OrderBookPort } from '../../ports/order-book.port';

/**
 * POST /api/guest/order-lookup/code: texts a code to the phone of the guest order with that number. The answer is the
 * same whether such an order exists or not: the lookup's limits (per number typed and per address) are taken first,
 * atomically, in both cases; a refusal by verification's per-phone limits or a failed text is logged, not answered.
 */
@Injectable()
export class SendOrderLookupCodeService {
  private readonly logger = new Logger(SendOrderLookupCodeService.name);

  constructor(
    @Inject(ORDER_BOOK) private readonly orders: OrderBookPort,
    @Inject(GUEST_PHONE_VERIFICATION) private readonly verification: GuestPhoneVerificationPort,
    @Inject(LIMIT_COUNTER) private readonly counters: LimitCounterPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: { orderNumber: string; ip: string }): Promise<Result<void>> {
    const reservation = await this.counters.reserve(lookupSendLimits(command.orderNumber, addressGroup(command.ip)), this.clock.now());
    if (!reservation.ok) {
      return reservation.refused.scope === GuestLookupScopes.sendCooldown ? GuestFailures.lookupResendTooSoon() : GuestFailures.lookupTooMany();
    }
    const order = await this.orders.findGuestOrderByNumber(lookupKey(command.orderNumber));
    if (!order) return ok(undefined);
    try {
      const sent = await this.verification.sendLookupCode(order.ordererPhone, command.ip);
      if (!sent.ok) this.logger.warn(`order ${order.id}: no lookup code sent: ${sent.code}`);
    } catch (error) {
      this.logger.warn(`order ${order.id}: the lookup code could not be sent: ${String(error)}`);
    }
    return ok(undefined);
  }
}
