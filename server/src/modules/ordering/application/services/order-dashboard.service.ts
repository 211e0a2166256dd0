import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { koreaDay, lastKoreaDays, startOfKoreaDay, startOfKoreaMonth, startOfNextKoreaDay } from '../../domain/korea-calendar';
import { ORDER_STATUSES, type OrderStatus, PAID_STATUSES } from '../../domain/order-status';
import { type DaySales, PENDING_REQUEST_STATUSES, SALES_STATUSES, fillDays, soldSince } from '../../domain/sales-figures';
import { ORDER_REFUNDS, ORDER_STATISTICS, PRODUCTION_BOARD_QUERIES } from '../ordering.di-tokens';
import type { FailedRefundFact, OrderRefundsPort } from '../ports/order-refunds.port';
import type { OrderHeadline, OrderStatisticsPort } from '../ports/order-statistics.port';
import type { ProductionBoardQueriesPort } from '../ports/production-board-queries.port';

export type { OrderHeadline } from '../ports/order-statistics.port';
export type { DaySales } from '../../domain/sales-figures';

export interface OrderDashboard {
  /** Today's Korean date (YYYY-MM-DD). */
  today: string;
  todayOrders: number;
  todaySales: number;
  monthOrders: number;
  monthSales: number;
  /** Every status, zero included; a count past COUNT_CAP stops there, `capped`. */
  byStatus: { status: OrderStatus; count: number; capped: boolean }[];
  /** The last 30 Korean days, oldest first, every day present. */
  daily: DaySales[];
  newestOrders: OrderHeadline[];
  pendingRequests: { count: number; newest: OrderHeadline[] };
  /** The workshop's board: orders being made, and those past their dispatch due day (Korea's today). */
  production: { inProgress: number; overdue: number };
  /** Refunds every try of which failed: a person must give the money back (the order's detail says why). */
  failedRefunds: { count: number; newest: FailedRefundFact[] };
}

const DAYS = 30;

/**
 * The back office's dashboard figures (exported for backoffice): today's and this month's paid orders and sales
 * (Korean day and month; cancelled and returned orders left out), orders by status, the last 30 days, the newest
 * paid orders, the return and exchange requests waiting for staff, the workshop's board (in progress, overdue), and
 * the refunds that failed every try (from payments).
 */
@Injectable()
export class OrderDashboardService {
  constructor(
    @Inject(ORDER_STATISTICS) private readonly statistics: OrderStatisticsPort,
    @Inject(PRODUCTION_BOARD_QUERIES) private readonly board: ProductionBoardQueriesPort,
    @Inject(ORDER_REFUNDS) private readonly refunds: OrderRefundsPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async figures(): Promise<OrderDashboard> {
    const now = this.clock.now();
    const today = koreaDay(now);
    const tomorrow = startOfNextKoreaDay(today);
    const days = lastKoreaDays(now, DAYS);
    // One read of the days since the month or the 30 days began, whichever is earlier: today and the month are sums of
    // its days (three reads of the same index range before; docs/decisions.md, "How reads grow with the shop").
    const monthStart = startOfKoreaMonth(now);
    const since = new Date(Math.min(monthStart.getTime(), startOfKoreaDay(days[0]).getTime()));
    const [sold, counts, newestOrders, pendingCount, pendingNewest, production, failedRefunds] = await Promise.all([
      this.statistics.salesPerKoreaDay(since, tomorrow, SALES_STATUSES),
      this.statistics.countByStatus(ORDER_STATUSES),
      this.statistics.newest(5, [...PAID_STATUSES, 'CANCELLED'], 'created'),
      this.statistics.count(PENDING_REQUEST_STATUSES),
      this.statistics.newest(5, PENDING_REQUEST_STATUSES, 'requested'),
      this.board.counts(today),
      this.refunds.failed(5),
    ]);
    const todaySold = soldSince(today, sold);
    const monthSold = soldSince(koreaDay(monthStart), sold);
    return {
      today,
      todayOrders: todaySold.orders,
      todaySales: todaySold.sales,
      monthOrders: monthSold.orders,
      monthSales: monthSold.sales,
      byStatus: ORDER_STATUSES.map((status) => ({ status, count: counts[status]?.total ?? 0, capped: counts[status]?.capped ?? false })),
      daily: fillDays(days, sold),
      newestOrders,
      pendingRequests: { count: pendingCount, newest: pendingNewest },
      production: { inProgress: Object.values(production.byStage).reduce((sum, count) => sum + count, 0), overdue: production.overdue },
      failedRefunds,
    };
  }
}
