import type { CappedCount } from '../../../../shared/domain/page';
import type { OrderStatus } from '../../domain/order-status';
import type { DaySales } from '../../domain/sales-figures';

export interface OrderHeadline {
  id: number;
  orderNumber: string;
  ordererName: string;
  status: OrderStatus;
  totalPrice: number;
  created: Date;
  /** When the member asked for the return or exchange, for pending requests. */
  requestedAt: Date | null;
}

/** Counts and sums over ordering's tables for the back office's dashboard (read only). */
export interface OrderStatisticsPort {
  /**
   * Orders and their total per Korean day (YYYY-MM-DD) in [from, to) whose status is one of `statuses`, only the days
   * that sold; `from` is the start of a Korean day.
   */
  salesPerKoreaDay(from: Date, to: Date, statuses: readonly OrderStatus[]): Promise<DaySales[]>;
  /** Each status's orders, counted up to COUNT_CAP (a count of every order would grow with the shop). */
  countByStatus(statuses: readonly OrderStatus[]): Promise<Partial<Record<OrderStatus, CappedCount>>>;
  /** Newest first by placing (`created`) or by the member's request (`requested`). */
  newest(limit: number, statuses: readonly OrderStatus[], by: 'created' | 'requested'): Promise<OrderHeadline[]>;
  count(statuses: readonly OrderStatus[]): Promise<number>;
}
