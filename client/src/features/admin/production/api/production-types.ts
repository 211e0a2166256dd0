import type { components } from '@/types/api.generated';

type Schemas = components['schemas'];

/** The board, one order on it (also a work sheet), and the answer of a move (generated from the server's OpenAPI document). */
export type ProductionBoard = Schemas['ProductionBoardResponse'];
export type ProductionOrder = Schemas['ProductionOrderResponse'];
export type StageMoves = Schemas['StageMovesResponse'];

/**
 * An option as the work sheet prints it. Engraving text (`text`) arrives with the order-line options' own change;
 * typed optional here so the sheet shows it wherever the server sends it.
 */
export type SheetOption = ProductionOrder['orderItems'][number]['options'][number];

export interface BoardQuery {
  stage?: string;
  overdue?: boolean;
}

export interface StageMoveRequest {
  orderIds: number[];
  stage: string;
  reason?: string;
}
