import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's order tabs, periods and the dashboard's board, from `EXPLAIN (ANALYZE, BUFFERS)` at 100,000 orders
 * (docs/decisions.md, "How reads grow with the shop"):
 * - `orders_created_idx` carries the status and the total after its (created, id): a period's capped count and the
 *   dashboard's sales read the index alone (the count walked all of `orders_status_created_idx`, whose first column is
 *   the status), and `orders_created_sales_idx`, (created) INCLUDE (status, total_price) without the id the paid-cancel
 *   probe needs, goes. Key columns rather than INCLUDE, so the entity can declare them (TypeORM cannot say INCLUDE).
 * - 반품·교환: the list walked the whole shop's newest orders to find ten claims (claims are weeks old); a partial index
 *   over the claim statuses in the list's order.
 * - PREPARING (결제완료/준비중, 제작중, the status filter and the dashboard's board): a partial index in the list's order
 *   with the board's stage and due date beside it, so the counts read the index alone; and statistics over status and
 *   stage together, without which the planner guessed 4 of the 535 orders in the making and read them all to sort.
 */
export class ConsoleOrderIndexes1790000230000 implements MigrationInterface {
  name = 'ConsoleOrderIndexes1790000230000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_created_sales_idx`);
    await queryRunner.query(`DROP INDEX orders_created_idx`);
    await queryRunner.query(`CREATE INDEX orders_created_idx ON orders (created, id, status, total_price)`);
    await queryRunner.query(
      `CREATE INDEX orders_claims_created_idx ON orders (created, id) WHERE status IN ('RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED')`,
    );
    await queryRunner.query(`CREATE INDEX orders_preparing_created_idx ON orders (created, id, production_stage, dispatch_due) WHERE status = 'PREPARING'`);
    await queryRunner.query(`CREATE STATISTICS orders_status_stage_stats (mcv) ON status, production_stage FROM orders`);
    await queryRunner.query(`ANALYZE orders`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP STATISTICS orders_status_stage_stats`);
    await queryRunner.query(`DROP INDEX orders_preparing_created_idx`);
    await queryRunner.query(`DROP INDEX orders_claims_created_idx`);
    await queryRunner.query(`DROP INDEX orders_created_idx`);
    await queryRunner.query(`CREATE INDEX orders_created_idx ON orders (created, id)`);
    await queryRunner.query(`CREATE INDEX orders_created_sales_idx ON orders (created) INCLUDE (status, total_price)`);
  }
}
