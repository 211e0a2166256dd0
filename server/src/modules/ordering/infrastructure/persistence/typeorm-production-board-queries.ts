import { Injectable } from '@nestjs/common';
import type { ProductionBoardCounts, ProductionBoardFilter, ProductionBoardQueriesPort } from '../../application/ports/production-board-queries.port';
import type { Order } from '../../domain/order';
import { isProductionStage } from '../../domain/production-stage';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import { OrderOrmEntity } from './order.orm-entity';
import { TypeormOrderRepository } from './typeorm-order.repository';

/** The board's reads in PostgreSQL (orders_production_stage_idx, orders_board_due_idx), children loaded as the repository does. */
@Injectable()
export class TypeormProductionBoardQueries implements ProductionBoardQueriesPort {
  constructor(
    private readonly managers: CurrentEntityManager,
    private readonly orders: TypeormOrderRepository,
  ) {}

  async onBoard(filter: ProductionBoardFilter, limit: number): Promise<Order[]> {
    const manager = await this.managers.forRead();
    const query = manager.getRepository(OrderOrmEntity).createQueryBuilder('o').where("o.status = 'PREPARING' AND o.productionStage IS NOT NULL");
    if (filter.stage) query.andWhere('o.productionStage = :stage', { stage: filter.stage });
    if (filter.dueBefore) query.andWhere('o.dispatchDue < :dueBefore', { dueBefore: filter.dueBefore });
    const rows = await query.orderBy('o.dispatchDue', 'ASC').addOrderBy('o.id', 'ASC').limit(limit).getMany();
    return this.orders.withChildren(manager, rows);
  }

  async counts(today: string): Promise<ProductionBoardCounts> {
    const rows = await (await this.managers.forRead()).query<{ stage: string; n: string; overdue: string }[]>(
      `SELECT production_stage AS stage, count(*) AS n, count(*) FILTER (WHERE dispatch_due < $1::date) AS overdue
         FROM orders WHERE status = 'PREPARING' AND production_stage IS NOT NULL
        GROUP BY production_stage`,
      [today],
    );
    const byStage: ProductionBoardCounts['byStage'] = {};
    let overdue = 0;
    for (const row of rows) {
      if (!isProductionStage(row.stage)) continue;
      byStage[row.stage] = Number(row.n);
      overdue += Number(row.overdue);
    }
    return { byStage, overdue };
  }

  async byIds(ids: readonly number[]): Promise<Order[]> {
    if (ids.length === 0) return [];
    const manager = await this.managers.forRead();
    const rows = await manager.getRepository(OrderOrmEntity).createQueryBuilder('o').where('o.id IN (:...ids)', { ids: [...ids] }).getMany();
    return this.orders.withChildren(manager, rows);
  }
}
