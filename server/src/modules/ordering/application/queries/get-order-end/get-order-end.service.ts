import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { ORDER_REPOSITORY } from '../../ordering.di-tokens';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';
import { livePayment, type OrderResponse, type PaymentResponse, toOrderResponse } from '../../order-response';
import { toOrderView } from '../../services/order-view';

/** GET /api/order_end.php: the member's own order with its payment (the complete screen). Another member's order is not found. */
@Injectable()
export class GetOrderEndService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
  ) {}

  async execute(memberId: number, orderId: number): Promise<Result<{ orders: OrderResponse; payment: PaymentResponse | null }>> {
    const order = await this.orders.findById(orderId);
    if (!order || order.memberId !== memberId) return OrderingFailures.orderNotFound();
    const view = toOrderView(order);
    return ok({ orders: toOrderResponse(view, (key) => this.storage.url(key)), payment: livePayment(view) });
  }
}
