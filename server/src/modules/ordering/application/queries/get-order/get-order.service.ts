import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { ORDER_REFUNDS, ORDER_REPOSITORY } from '../../ordering.di-tokens';
import type { OrderRefundsPort } from '../../ports/order-refunds.port';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';
import { type OrderResponse, toOrderResponse } from '../../order-response';
import { toOrderView } from '../../services/order-view';

/** GET /api/order/one/{orderId}: one of the member's own orders (My Page detail). Another member's order is not found. */
@Injectable()
export class GetOrderService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
    @Inject(ORDER_REFUNDS) private readonly refunds: OrderRefundsPort,
  ) {}

  async execute(memberId: number, orderId: number): Promise<Result<OrderResponse>> {
    const order = await this.orders.findById(orderId);
    if (!order || order.memberId !== memberId) return OrderingFailures.orderNotFound();
    return ok(toOrderResponse(toOrderView(order), (key) => this.storage.url(key), await this.refunds.ofOrders([order.id])));
  }

  /**
   * A guest order as My Page's detail shows it, for the checkout's guest order session (scoped to this one order).
   * A member's order (attached since, too) is not found.
   */
  async forGuest(orderId: number): Promise<Result<OrderResponse>> {
    const order = await this.orders.findById(orderId);
    if (!order || !order.guest || order.memberId !== null) return OrderingFailures.orderNotFound();
    return ok(toOrderResponse(toOrderView(order), (key) => this.storage.url(key), await this.refunds.ofOrders([order.id])));
  }
}
