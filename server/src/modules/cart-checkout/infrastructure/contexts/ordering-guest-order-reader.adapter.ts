import { Injectable } from '@nestjs/common';
import type { Result } from '../../../../shared/domain/result';
import type { OrderResponse } from '../../../ordering/application/order-response';
import { GetOrderService } from '../../../ordering/application/queries/get-order/get-order.service';
import type { GuestOrderReaderPort } from '../../application/ports/guest-order-reader.port';

/** GuestOrderReaderPort through ordering's exported GetOrderService: the same answer My Page reads. */
@Injectable()
export class OrderingGuestOrderReader implements GuestOrderReaderPort {
  constructor(private readonly orders: GetOrderService) {}

  read(orderId: number): Promise<Result<OrderResponse>> {
    return this.orders.forGuest(orderId);
  }
}
