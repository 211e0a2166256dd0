import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Failure, type Result, ok } from '../../../../../shared/domain/result';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { PRODUCTION_REASON_MAX_LENGTH, type ProductionStage } from '../../../domain/production-stage';
import { type BoardPosition, type PlannedStageMove, planStageMoves } from '../../../domain/stage-moves';
import { ORDER_REPOSITORY } from '../../ordering.di-tokens';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';
import { orderActorOf } from '../../services/order-actors';

export interface StageMoveDone {
  orderId: number;
  orderNumber: string;
  from: ProductionStage;
  to: ProductionStage;
}

export interface StageMoveFailed {
  orderId: number;
  orderNumber: string;
  code: string;
  message: string;
}

export interface StageMoves {
  moved: StageMoveDone[];
  failed: StageMoveFailed[];
}

/**
 * Staff move one or more orders on the workshop's board (docs/decisions.md, "Bulk moves"). First every order is read
 * and the whole request checked (each exists, is on the board, and may go there: back only with a reason); a refusal
 * there refuses the request and changes nothing. Then each order is its own unit of work: its row locked, moved
 * (Order.moveStage writes the timeline entry naming the staff member), saved at its version, and audited
 * (order.stage) in the same transaction. An order that another change reached in between (shipped, cancelled or
 * moved meanwhile) is answered in `failed` with its reason, and the others stay moved; when none moved, that first
 * reason is the answer.
 */
@Injectable()
export class MoveProductionStageService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(orderIds: readonly number[], to: ProductionStage, reason: string, by: StaffActor): Promise<Result<StageMoves>> {
    const numbers = new Map<number, string>();
    const positions: BoardPosition[] = [];
    for (const orderId of new Set(orderIds)) {
      const order = await this.orders.findById(orderId);
      if (!order) return OrderingFailures.orderNotFound();
      numbers.set(orderId, order.snapshot().orderNumber);
      positions.push({ orderId, status: order.status, stage: order.productionStage });
    }
    const planned = planStageMoves(positions, to, reason);
    if (!planned.ok) return planned;

    const now = this.clock.now();
    const given = reason.trim().slice(0, PRODUCTION_REASON_MAX_LENGTH);
    const outcome: StageMoves = { moved: [], failed: [] };
    let firstRefusal: Failure | null = null;
    for (const move of planned.value) {
      const done = await this.moveOne(move, given, now, by);
      const orderNumber = numbers.get(move.orderId) ?? '';
      if (done.ok) {
        outcome.moved.push({ orderId: move.orderId, orderNumber, from: done.value, to });
      } else {
        firstRefusal ??= done;
        outcome.failed.push({ orderId: move.orderId, orderNumber, code: done.code, message: done.message });
      }
    }
    if (outcome.moved.length === 0 && firstRefusal) return firstRefusal;
    return ok(outcome);
  }

  /** One order, one unit of work: answers the stage it left. */
  private moveOne(move: PlannedStageMove, reason: string, now: Date, by: StaffActor): Promise<Result<ProductionStage>> {
    return this.unitOfWork.run(async () => {
      const order = await this.orders.lockById(move.orderId);
      if (!order) return OrderingFailures.orderNotFound();
      const from = order.productionStage;
      const moved = order.moveStage(move.to, reason, now, orderActorOf(by));
      if (!moved.ok) return moved;
      const saved = await this.orders.save(order);
      if (!saved.ok) return saved;
      await this.activity.changed(by, {
        action: 'order.stage',
        targetType: 'order',
        targetId: order.id,
        before: { status: 'PREPARING', stage: from },
        after: { status: 'PREPARING', stage: move.to, reason: reason || null },
      });
      return ok(from ?? move.from);
    });
  }
}
