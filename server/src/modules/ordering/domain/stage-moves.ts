import { ok, type Result } from '../../../shared/domain/result';
import type { OrderStatus } from './order-status';
import { OrderingFailures } from './ordering-failures';
import { checkStageMove, type ProductionStage } from './production-stage';

/** The most orders staff move in one request (a day's batch on the board). */
export const STAGE_MOVE_BATCH_MAX = 50;

/** Where an order stands, as a bulk move reads it before writing anything. */
export interface BoardPosition {
  orderId: number;
  status: OrderStatus;
  stage: ProductionStage | null;
}

export interface PlannedStageMove {
  orderId: number;
  from: ProductionStage;
  to: ProductionStage;
}

/**
 * A move of several orders to one stage, checked for every order before any is written: each must be on the board
 * (paid, PREPARING, with a stage) and its move allowed (forward freely; back only with a reason; not to the stage it
 * is at). The first refusal refuses the whole request, so a bad request changes nothing; what passes is then written
 * one order at a time (docs/decisions.md, "Bulk moves").
 */
export function planStageMoves(positions: readonly BoardPosition[], to: ProductionStage, reason: string): Result<PlannedStageMove[]> {
  if (positions.length === 0 || positions.length > STAGE_MOVE_BATCH_MAX) return OrderingFailures.stageMoveBatch();
  const planned: PlannedStageMove[] = [];
  for (const position of positions) {
    if (position.status !== 'PREPARING' || position.stage === null) return OrderingFailures.notInProduction();
    const checked = checkStageMove(position.stage, to, reason);
    if (!checked.ok) return checked;
    planned.push({ orderId: position.orderId, from: position.stage, to });
  }
  return ok(planned);
}
