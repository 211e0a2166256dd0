import { ok, type Result } from '../../../shared/domain/result';
import { OrderingFailures } from './ordering-failures';

/**
 * The workshop's stages of a paid made-to-order order, in the order the goods go through them
 * (주문확인 → 재단 → 봉제 → 마감·검수 → 출고대기). An order enters CONFIRMED when it is paid and leaves the board when it
 * is shipped or cancelled; orders of goods that are not made to order have no stage.
 */
export const PRODUCTION_STAGES = ['CONFIRMED', 'CUTTING', 'SEWING', 'FINISHING', 'READY'] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

export const PRODUCTION_STAGE_LABELS: { readonly [S in ProductionStage]: string } = {
  CONFIRMED: '주문확인',
  CUTTING: '재단',
  SEWING: '봉제',
  FINISHING: '마감·검수',
  READY: '출고대기',
};

export function isProductionStage(value: unknown): value is ProductionStage {
  return typeof value === 'string' && (PRODUCTION_STAGES as readonly string[]).includes(value);
}

export const PRODUCTION_REASON_MAX_LENGTH = 200;

/**
 * A move on the board: forward by one or more stages freely (a batch finished two steps at once), back only with a
 * reason (a seam redone goes back to 봉제, and the timeline says why). Answers the trimmed reason to record.
 */
export function checkStageMove(from: ProductionStage, to: ProductionStage, reason: string): Result<string> {
  if (from === to) return OrderingFailures.sameStage();
  const given = reason.trim().slice(0, PRODUCTION_REASON_MAX_LENGTH);
  const backwards = PRODUCTION_STAGES.indexOf(to) < PRODUCTION_STAGES.indexOf(from);
  if (backwards && !given) return OrderingFailures.stageReasonRequired();
  return ok(given);
}
