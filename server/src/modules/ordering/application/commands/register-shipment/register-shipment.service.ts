import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import type { OrderActor } from '../../../domain/order-actor';
import type { ShipmentInput } from '../../../domain/shipment';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { ORDER_REPOSITORY } from '../../ordering.di-tokens';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';
import { type OrderView, toOrderView } from '../../services/order-view';

/**
 * Staff hand a preparing order to the carrier: PREPARING → SHIPPING with the carrier and the tracking number.
 * One unit of work with the order's row locked and saved at the version it was read at, so a cancel or an
 * edit racing it either waits for it or is refused, never lost. The back office calls it (issue 9); tests
 * reach it through /api/test/orders/{id}/ship.
 */
@Injectable()
export class RegisterShipmentService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(orderId: number, shipment: ShipmentInput, by: OrderActor): Promise<Result<OrderView>> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.lockById(orderId);
      if (!order) return OrderingFailures.orderNotFound();
      const shipped = order.ship(shipment, this.clock.now(), by);
      if (!shipped.ok) return shipped;
      const saved = await this.orders.save(order);
      if (!saved.ok) return saved;
      return ok(toOrderView(order));
    });
  }
}
