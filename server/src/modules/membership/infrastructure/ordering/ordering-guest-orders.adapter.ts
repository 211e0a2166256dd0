import { Injectable } from '@nestjs/common';
import { OrderBookService } from '../../../ordering/application/services/order-book.service';
import type { GuestOrdersPort } from '../../application/ports/guest-orders.port';

/** Membership's port onto ordering's order book for the guest orders a new member takes over. */
@Injectable()
export class OrderingGuestOrdersAdapter implements GuestOrdersPort {
  constructor(private readonly orders: OrderBookService) {}

  async attachTo(memberId: number, phone: string): Promise<number> {
    return (await this.orders.attachGuestOrders(phone, memberId)).length;
  }
}
