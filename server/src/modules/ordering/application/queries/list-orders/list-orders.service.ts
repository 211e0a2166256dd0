import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { mapPage, type Page, type PageRequest } from '../../../../../shared/domain/page';
import type { OrderPeriod } from '../../../domain/order-period';
import { LISTED_STATUSES } from '../../../domain/order-status-counts';
import { ORDER_REFUNDS, ORDER_REPOSITORY } from '../../ordering.di-tokens';
import type { OrderRefundsPort } from '../../ports/order-refunds.port';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';
import { type OrderResponse, toOrderResponse } from '../../order-response';
import { toOrderView } from '../../services/order-view';

/** GET /api/order/{memberId}: the member's orders, newest first, placed within the period, without the ones never paid for. */
@Injectable()
export class ListOrdersService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStoragePort,
    @Inject(ORDER_REFUNDS) private readonly refunds: OrderRefundsPort,
  ) {}

  async execute(memberId: number, page: PageRequest, period: OrderPeriod = {}): Promise<Page<OrderResponse>> {
    const orders = await this.orders.pageOfMember(memberId, LISTED_STATUSES, page, period);
    const refunds = await this.refunds.ofOrders(orders.content.map((order) => order.id));
    return mapPage(orders, (order) => toOrderResponse(toOrderView(order), (key) => this.storage.url(key), refunds));
  }
}
