import { Inject, Injectable } from '@nestjs/common';
import { countByBucket, type OrderStatusCounts } from '../../../domain/order-status-counts';
import { ORDER_REPOSITORY } from '../../ordering.di-tokens';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';

/** GET /api/order/{memberId}/counting: My Page's summary boxes (before, after, end, cancel, change, refund). */
@Injectable()
export class CountOrdersService {
  constructor(@Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort) {}

  async execute(memberId: number): Promise<OrderStatusCounts> {
    return countByBucket(await this.orders.countByStatus(memberId));
  }
}
