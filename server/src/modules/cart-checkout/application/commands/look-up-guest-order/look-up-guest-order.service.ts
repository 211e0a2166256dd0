import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { LIMIT_COUNTER, type LimitCounterPort } from '../../../../../shared/application/limit-counter.port';
import { addressGroup } from '../../../../../shared/domain/address-group';
import { ok, type Result } from '../../../../../shared/domain/result';
import { GuestFailures } from '../../../domain/guest-failures';
import { lookupKey, lookupTryLimits } from '../../../domain/guest-lookup-limits';
import { type GuestSession, guestSessionExpiry } from '../../../domain/guest-session';
import { GUEST_PHONE_VERIFICATION, GUEST_SESSIONS, ORDER_BOOK } from '../../cart-checkout.di-tokens';
import type { GuestPhoneVerificationPort } from '../../ports/guest-phone-verification.port';
import type { GuestSessionsPort } from '../../ports/guest-sessions.port';
import type { OrderBookPort } from '../../ports/order-book.port';

/**
 * POST /api/guest/order-lookup (비회원 주문조회): the order number and the code texted to the order's phone open a guest
 * session scoped to that one order. Every try takes a slot in the lookup's limits first (atomically, whether the order
 * exists or not); a wrong code, another number, a member's order or no order at all get one and the same answer.
 */
@Injectable()
export class LookUpGuestOrderService {
  constructor(
    @Inject(ORDER_BOOK) private readonly orders: OrderBookPort,
    @Inject(GUEST_PHONE_VERIFICATION) private readonly verification: GuestPhoneVerificationPort,
    @Inject(GUEST_SESSIONS) private readonly sessions: GuestSessionsPort,
    @Inject(LIMIT_COUNTER) private readonly counters: LimitCounterPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: { orderNumber: string; code: string; ip: string }): Promise<Result<{ token: string; session: GuestSession }>> {
    const reservation = await this.counters.reserve(lookupTryLimits(command.orderNumber, addressGroup(command.ip)), this.clock.now());
    if (!reservation.ok) return GuestFailures.lookupTooMany();
    const order = await this.orders.findGuestOrderByNumber(lookupKey(command.orderNumber));
    if (!order || !(await this.verification.confirmLookupCode(order.ordererPhone, command.code))) return GuestFailures.lookupFailed();
    const now = this.clock.now();
    return ok(
      await this.sessions.open({
        orderer: { name: order.ordererName, email: order.ordererEmail, phone: order.ordererPhone },
        orderId: order.id,
        now,
        expiresAt: guestSessionExpiry(now),
      }),
    );
  }
}
