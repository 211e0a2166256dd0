import { Injectable } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import { offsetOf, type Page, type PageRequest, pageOf } from '../../../../shared/domain/page';
import { cappedCount, cappedCountSql, toCappedCount } from '../../../../shared/infrastructure/database/capped-count';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { ClaimFilter, StaffOrderFilter, StaffOrderQueriesPort, StaffOrderSortField } from '../../application/ports/staff-order-queries.port';
import type { Order } from '../../domain/order';
import { PAID_STATUSES } from '../../domain/order-status';
import { STAFF_ORDER_TABS, type StaffOrderTabCounts } from '../../domain/staff-order-tabs';
import { OrderOrmEntity } from './order.orm-entity';
import { PAID_CANCEL_SQL, TAB_SQL } from './staff-order-tab.sql';
import { TypeormOrderRepository } from './typeorm-order.repository';

const SORT_COLUMNS: { readonly [F in StaffOrderSortField]: string } = { created: 'o.created', totalPrice: 'o.totalPrice', orderNumber: 'o.orderNumber' };

/** `%text%` for LIKE/ILIKE with the text's own wildcards and backslashes taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Staff's order lists, tab counts and export, read with the order repository's loader (children in one query per
 * table). The search uses the trigram index over the number, the orderer's name, e-mail and phone and the recipient's
 * phone; the default order, the created index (migration 1790000050000; docs/decisions.md has the plans).
 */
@Injectable()
export class TypeormStaffOrderQueries implements StaffOrderQueriesPort {
  constructor(
    private readonly managers: CurrentEntityManager,
    private readonly orders: TypeormOrderRepository,
  ) {}

  async page(filter: StaffOrderFilter, page: PageRequest, sort: { field: StaffOrderSortField; direction: 'asc' | 'desc' }): Promise<Page<Order>> {
    const manager = await this.managers.forRead();
    const query = this.filtered(manager.getRepository(OrderOrmEntity).createQueryBuilder('o'), filter);
    const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
    const rows = await query.clone().orderBy(SORT_COLUMNS[sort.field], direction).addOrderBy('o.id', direction).offset(offsetOf(page)).limit(page.size).getMany();
    const total = await cappedCount(manager, query);
    return pageOf(await this.orders.withChildren(manager, rows), page, total);
  }

  async tabCounts(filter: StaffOrderFilter): Promise<StaffOrderTabCounts> {
    const manager = await this.managers.forRead();
    // Each tab counted on its own, up to the cap, in one statement: one pass over every order would cost what the
    // whole shop holds.
    const keys = ['all', ...STAFF_ORDER_TABS] as const;
    const queries = keys.map((key) => this.filtered(manager.getRepository(OrderOrmEntity).createQueryBuilder('o'), { ...filter, tab: key === 'all' ? undefined : key }).select('1'));
    const sql = `SELECT ${queries.map((query, index) => `(${cappedCountSql(query.getQuery())}) AS "${keys[index]}"`).join(', ')}`;
    const [text, params] = manager.connection.driver.escapeQueryWithParameters(sql, Object.assign({}, ...queries.map((query) => query.getParameters())));
    const [row] = (await manager.query(text, params)) as Record<(typeof keys)[number], number>[];
    const totals = keys.map((key) => toCappedCount(Number(row[key])));
    const counts = Object.fromEntries(keys.map((key, index) => [key, totals[index].total])) as Omit<StaffOrderTabCounts, 'capped'>;
    return { ...counts, capped: keys.filter((_key, index) => totals[index].capped) };
  }

  async claims(filter: ClaimFilter, page: PageRequest): Promise<Page<Order>> {
    const manager = await this.managers.forRead();
    const [rows, total] = await this.claimQuery(manager.getRepository(OrderOrmEntity).createQueryBuilder('o'), filter)
      .offset(offsetOf(page))
      .limit(page.size)
      .getManyAndCount();
    return pageOf(await this.orders.withChildren(manager, rows), page, total);
  }

  async allClaims(filter: ClaimFilter, limit: number): Promise<Order[]> {
    const manager = await this.managers.forRead();
    const rows = await this.claimQuery(manager.getRepository(OrderOrmEntity).createQueryBuilder('o'), filter).limit(limit).getMany();
    return this.orders.withChildren(manager, rows);
  }

  async forExport(filter: StaffOrderFilter, limit: number): Promise<Order[]> {
    const manager = await this.managers.forRead();
    const rows = await this.filtered(manager.getRepository(OrderOrmEntity).createQueryBuilder('o'), filter).orderBy('o.created', 'ASC').addOrderBy('o.id', 'ASC').limit(limit).getMany();
    return this.orders.withChildren(manager, rows);
  }

  /** Cancels of paid orders and return/exchange requests, open ones first, then newest first. */
  private claimQuery(query: SelectQueryBuilder<OrderOrmEntity>, filter: ClaimFilter): SelectQueryBuilder<OrderOrmEntity> {
    // A cancel is a paid order cancelled (its payment given back); one never paid is no request.
    const cancel = PAID_CANCEL_SQL;
    if (filter.kind === 'cancel') query.where(cancel);
    else if (filter.kind) query.where('o.claimKind = :kind', { kind: filter.kind });
    else query.where(`(${cancel} OR o.claimKind IS NOT NULL)`);
    if (filter.state === 'pending') query.andWhere("o.status IN ('RETURN_REQUESTED', 'EXCHANGE_REQUESTED')");
    if (filter.state === 'decided') query.andWhere("o.status NOT IN ('RETURN_REQUESTED', 'EXCHANGE_REQUESTED')");
    return query
      .orderBy("CASE WHEN o.status IN ('RETURN_REQUESTED', 'EXCHANGE_REQUESTED') THEN 0 ELSE 1 END", 'ASC')
      .addOrderBy('COALESCE(o.claimRequestedAt, o.updated)', 'DESC')
      .addOrderBy('o.id', 'DESC');
  }

  private filtered(query: SelectQueryBuilder<OrderOrmEntity>, filter: StaffOrderFilter): SelectQueryBuilder<OrderOrmEntity> {
    // Orders that were paid: the paid states, and a cancel of a paid order (one given up before paying is no order here).
    const statuses = filter.statuses?.length ? filter.statuses : [...PAID_STATUSES, 'CANCELLED' as const];
    const live = statuses.filter((status) => status !== 'CANCELLED');
    const cancelled = statuses.includes('CANCELLED') ? ` OR ${PAID_CANCEL_SQL}` : '';
    query.where(`(o.status IN (:...statuses)${cancelled})`, { statuses: live.length ? live : ['-'] });
    if (filter.tab) query.andWhere(TAB_SQL[filter.tab]);
    if (filter.orderNumber) query.andWhere('o.orderNumber = :orderNumber', { orderNumber: filter.orderNumber });
    if (filter.search) {
      const { text, phoneDigits } = filter.search;
      const phones = phoneDigits ? ' OR o.ordererPhone LIKE :digits OR o.phone LIKE :digits' : '';
      query.andWhere(`(o.orderNumber ILIKE :like OR o.ordererName ILIKE :like OR o.ordererEmail ILIKE :like${phones})`, {
        like: containing(text),
        ...(phoneDigits ? { digits: containing(phoneDigits) } : {}),
      });
    }
    if (filter.method) query.andWhere('o.paymentMethod = :method', { method: filter.method });
    if (filter.madeToOrder !== undefined) {
      query.andWhere(`${filter.madeToOrder ? '' : 'NOT '}EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND l.made_to_order)`);
    }
    if (filter.period.since) query.andWhere('o.created >= :since', { since: filter.period.since });
    if (filter.period.until) query.andWhere('o.created < :until', { until: filter.period.until });
    return query;
  }
}
