import { Injectable } from '@nestjs/common';
import type { CappedCount } from '../../../../shared/domain/page';
import { cappedCountSql, toCappedCount } from '../../../../shared/infrastructure/database/capped-count';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { OrderHeadline, OrderStatisticsPort } from '../../application/ports/order-statistics.port';
import { koreaDay } from '../../domain/korea-calendar';
import type { OrderStatus } from '../../domain/order-status';
import type { DaySales } from '../../domain/sales-figures';

interface HeadlineRow {
  id: string;
  order_number: string;
  orderer_name: string;
  status: OrderStatus;
  total_price: number;
  created: Date;
  claim_requested_at: Date | null;
}

/** The dashboard's figures in SQL over ordering's own tables; days are Korean days (Asia/Seoul). */
@Injectable()
export class TypeormOrderStatistics implements OrderStatisticsPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async salesPerKoreaDay(from: Date, to: Date, statuses: readonly OrderStatus[]): Promise<DaySales[]> {
    // Days as one-day bins counted from `from`, the start of a Korean day (Korea keeps UTC+9 all year): arithmetic on
    // the instant, where to_char(created AT TIME ZONE 'Asia/Seoul') converted and formatted every order of the month
    // (docs/decisions.md, "How reads grow with the shop").
    const rows = (await (await this.managers.forRead()).query(
      `SELECT date_bin('1 day', created, $1) AS day_start, count(*)::int AS orders, coalesce(sum(total_price), 0)::bigint AS sales
         FROM orders WHERE created >= $1 AND created < $2 AND status = ANY($3::text[])
        GROUP BY 1 ORDER BY 1`,
      [from, to, [...statuses]],
    )) as { day_start: Date; orders: number; sales: string }[];
    return rows.map((row) => ({ day: koreaDay(new Date(row.day_start)), orders: Number(row.orders), sales: Number(row.sales) }));
  }

  async countByStatus(statuses: readonly OrderStatus[]): Promise<Partial<Record<OrderStatus, CappedCount>>> {
    // One capped count per status, each a short walk of the status index.
    const rows = (await (await this.managers.forRead()).query(
      `SELECT s.status, (${cappedCountSql('SELECT 1 FROM orders o WHERE o.status = s.status')}) AS total FROM unnest($1::text[]) AS s(status)`,
      [[...statuses]],
    )) as { status: OrderStatus; total: number }[];
    return Object.fromEntries(rows.map((row) => [row.status, toCappedCount(Number(row.total))]));
  }

  async newest(limit: number, statuses: readonly OrderStatus[], by: 'created' | 'requested'): Promise<OrderHeadline[]> {
    const rows = (await (await this.managers.forRead()).query(
      `SELECT id, order_number, orderer_name, status, total_price, created, claim_requested_at FROM orders
        WHERE status = ANY($1::text[])
        ORDER BY ${by === 'requested' ? 'coalesce(claim_requested_at, created)' : 'created'} DESC, id DESC LIMIT $2`,
      [[...statuses], limit],
    )) as HeadlineRow[];
    return rows.map((row) => ({
      id: Number(row.id),
      orderNumber: row.order_number,
      ordererName: row.orderer_name,
      status: row.status,
      totalPrice: Number(row.total_price),
      created: new Date(row.created),
      requestedAt: row.claim_requested_at ? new Date(row.claim_requested_at) : null,
    }));
  }

  async count(statuses: readonly OrderStatus[]): Promise<number> {
    const [row] = (await (await this.managers.forRead()).query(`SELECT count(*)::int AS total FROM orders WHERE status = ANY($1::text[])`, [[...statuses]])) as { total: number }[];
    return Number(row.total);
  }
}
