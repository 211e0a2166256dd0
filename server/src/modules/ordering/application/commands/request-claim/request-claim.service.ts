import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import type { ClaimRequest } from '../../../domain/order-claim';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { ORDER_REPOSITORY } from '../../ordering.di-tokens';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';
import { type OrderView, toOrderView } from '../../services/order-view';

/**
 * A member asks to return or exchange a delivered order of theirs (domain/order-claim.ts has the terms' rules).
 * One unit of work with the order's row locked: two requests at once make one, and a request racing staff's
 * change waits for it. Someone else's order answers like a missing one. Staff settle it from the back office.
 */
@Injectable()
export class RequestClaimService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(memberId: number, orderId: number, request: ClaimRequest): Promise<Result<OrderView>> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.lockById(orderId);
      if (!order || order.memberId !== memberId) return OrderingFailures.orderNotFound();
      const requested = order.requestClaim(request, this.clock.now());
      if (!requested.ok) return requested;
      const saved = await this.orders.save(order);
      if (!saved.ok) return saved;
      return ok(toOrderView(order));
    });
  }
}
