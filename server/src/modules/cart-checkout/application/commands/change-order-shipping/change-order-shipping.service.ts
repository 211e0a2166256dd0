import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { ok, type Result } from '../../../../../shared/domain/result';
import { CheckoutFailures } from '../../../domain/checkout-failures';
import { CHECKOUT_MEMBERS, ORDER_BOOK } from '../../cart-checkout.di-tokens';
import type { CheckoutMembersPort } from '../../ports/checkout-members.port';
import type { OrderBookPort } from '../../ports/order-book.port';

export interface ChangeOrderShippingCommand {
  memberId: number;
  orderId: number;
  recipient: string;
  phone: string;
  adrDetail: string;
  request: string;
}

/**
 * PUT /api/order/one/{orderId}: while the order is prepared, its member changes the recipient, phone, detail
 * address and request. The fields meet the address book's rules (the same as a checkout address, with the order's
 * own zip code and address); the order book locks the order, refuses once shipping has begun, and keeps the old
 * values in the history. Someone else's order answers like a missing one.
 */
@Injectable()
export class ChangeOrderShippingService {
  constructor(
    @Inject(ORDER_BOOK) private readonly orders: OrderBookPort,
    @Inject(CHECKOUT_MEMBERS) private readonly members: CheckoutMembersPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: ChangeOrderShippingCommand): Promise<Result<void>> {
    const order = await this.orders.findById(command.orderId);
    if (!order || order.memberId !== command.memberId) return CheckoutFailures.orderPathInvalid();
    const checked = this.members.checkAddress({
      recipient: command.recipient,
      phone: command.phone,
      zipCode: order.shipping.zipCode,
      address: order.shipping.address,
      adrDetail: command.adrDetail,
      baseAddress: false,
    });
    if (!checked.ok) return checked;
    const { recipient, phone, adrDetail } = checked.value;
    const changed = await this.orders.changeShipping(command.memberId, command.orderId, { recipient, phone, adrDetail, request: command.request.trim() }, this.clock.now());
    if (!changed.ok) return changed.code === 'ORDERING.ORDER_NOT_FOUND' ? CheckoutFailures.orderPathInvalid() : changed;
    return ok(undefined);
  }
}
