import type { Order } from '../../domain/order';
import type { ProductionStage } from '../../domain/production-stage';

export interface ProductionBoardFilter {
  stage?: ProductionStage;
  /** Only orders due before this Korean day (YYYY-MM-DD): today's, for the overdue ones. */
  dueBefore?: string;
}

export interface ProductionBoardCounts {
  /** Orders at each stage (a stage without any is left out). */
  byStage: Partial<Record<ProductionStage, number>>;
  /** Orders on the board due before `today`. */
  overdue: number;
}

/** Reads of the workshop's board: paid made-to-order orders still PREPARING (orders.production_stage set). */
export interface ProductionBoardQueriesPort {
  /** Orders on the board, the earliest due first (then the oldest), at most `limit`. */
  onBoard(filter: ProductionBoardFilter, limit: number): Promise<Order[]>;
  counts(today: string): Promise<ProductionBoardCounts>;
  /** These orders, whatever their status, in no particular order (the work sheet prints any of them). */
  byIds(ids: readonly number[]): Promise<Order[]>;
}
