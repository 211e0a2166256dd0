import { formatKoreanDayRange } from './korea-date';

/** The workshop's stages in their order, as the server names them (ordering's domain/production-stage.ts). */
export const PRODUCTION_STAGES = ['CONFIRMED', 'CUTTING', 'SEWING', 'FINISHING', 'READY'] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

export const PRODUCTION_STAGE_LABELS: Record<ProductionStage, string> = {
  CONFIRMED: '주문확인',
  CUTTING: '재단',
  SEWING: '봉제',
  FINISHING: '마감·검수',
  READY: '출고대기',
};

/** An order's place on the board, as the order answers carry it (`production`). */
export interface OrderProduction {
  stage: string;
  stageLabel: string;
  dispatchFrom: string;
  dispatchDue: string;
}

export function isProductionStage(value: unknown): value is ProductionStage {
  return typeof value === 'string' && (PRODUCTION_STAGES as readonly string[]).includes(value);
}

export function stageLabel(stage: string): string {
  return isProductionStage(stage) ? PRODUCTION_STAGE_LABELS[stage] : stage;
}

/** Where a stage stands in the workshop's order (0 주문확인 … 4 출고대기); -1 for an unknown word. */
export function stageIndex(stage: string): number {
  return (PRODUCTION_STAGES as readonly string[]).indexOf(stage);
}

/** '출고 예정 11월 26일(목)~11월 28일(금)' */
export function dispatchEstimateText(production: Pick<OrderProduction, 'dispatchFrom' | 'dispatchDue'>): string {
  return `출고 예정 ${formatKoreanDayRange(production.dispatchFrom, production.dispatchDue)}`;
}
