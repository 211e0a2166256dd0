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
 * POST /api/claims/{orderId}/reject: staff turn the open return or exchange down with a note the member reads; the
 * order goes back to DELIVERED. One unit of work with the row locked and the audit entry; a decided claim: 409.
 */
@Injectable()
export class RejectClaimService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(orderId: number, note: string, by: StaffActor): Promise<Result<void>> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.lockById(orderId);
      if (!order) return OrderingFailures.orderNotFound();
      const before = order.status;
      const rejected = order.rejectClaim(note, this.clock.now(), orderActorOf(by));
      if (!rejected.ok) return rejected;
      const saved = await this.orders.save(order);
      if (!saved.ok) return saved;
      await this.activity.changed(by, {
        action: 'claim.reject',
        targetType: 'order',
        targetId: orderId,
        before: { status: before },
        after: { status: order.status, note: order.snapshot().claim?.note ?? null },
      });
      return ok(undefined);
    });
  }
}
