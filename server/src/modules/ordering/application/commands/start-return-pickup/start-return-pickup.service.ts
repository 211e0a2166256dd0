import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { ORDER_REPOSITORY } from '../../ordering.di-tokens';
import { orderActorOf } from '../../services/order-actors';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';

/**
 * POST /api/claims/{orderId}/pickup: staff book the pickup of the open return (회수 중), with the pickup parcel's
 * tracking number if any. Nothing is refunded here (that is the inspection, POST /api/claims/{orderId}/approve). One
 * unit of work with the row locked, the timeline entry and the audit entry `claim.pickup`.
 */
@Injectable()
export class StartReturnPickupService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(orderId: number, trackingNumber: string | null, by: StaffActor): Promise<Result<void>> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.lockById(orderId);
      if (!order) return OrderingFailures.orderNotFound();
      const started = order.startPickup(trackingNumber, this.clock.now(), orderActorOf(by));
      if (!started.ok) return started;
      const saved = await this.orders.save(order);
      if (!saved.ok) return saved;
      await this.activity.changed(by, {
        action: 'claim.pickup',
        targetType: 'order',
        targetId: orderId,
        before: { status: order.status, pickup: null },
        after: { status: order.status, pickup: order.snapshot().claim?.pickup ?? null, refundDue: order.returnRefund()?.due ?? 0 },
      });
      return ok(undefined);
    });
  }
}
