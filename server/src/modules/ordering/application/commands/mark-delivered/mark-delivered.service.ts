import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import type { OrderActor } from '../../../domain/order-actor';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { ORDER_POINTS, ORDER_REPOSITORY } from '../../ordering.di-tokens';
import type { OrderPointsPort } from '../../ports/order-points.port';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';
import { type OrderView, toOrderView } from '../../services/order-view';

/**
 * The parcel was received: SHIPPING → DELIVERED, and the member earns the order's points by promotions' policy,
 * in the same unit of work (both or neither). The row is locked and saved at its version; promotions earns at
 * most once per order, so even a repeated call cannot earn twice.
 */
@Injectable()
export class MarkDeliveredService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(ORDER_POINTS) private readonly points: OrderPointsPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(orderId: number, by: OrderActor): Promise<Result<OrderView>> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.lockById(orderId);
      if (!order) return OrderingFailures.orderNotFound();
      const now = this.clock.now();
      const delivered = order.markDelivered(now, by);
      if (!delivered.ok) return delivered;
      const saved = await this.orders.save(order);
      if (!saved.ok) return saved;
      // A member deleted meanwhile (member_id null) earns nothing; the order is still delivered.
      if (order.memberId !== null) await this.points.earnForDeliveredOrder(order.memberId, order.paidGoodsTotal(), order.id, now);
      return ok(toOrderView(order));
    });
  }
}
