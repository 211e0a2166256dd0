import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two indexes `npm run bench:growth` asked for at 100,000 members and orders (docs/decisions.md, "How reads grow with
 * the shop"): the console's member search (name or e-mail containing the words) read every member; the dashboard's
 * sales of the month and of the last 30 days visited every order of the period in the table, where an index-only scan
 * of (created) with the status and total beside it reads the index alone.
 */
export class GrowthIndexes1790000200000 implements MigrationInterface {
  name = 'GrowthIndexes1790000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX member_search_trgm_idx ON member USING gin (name gin_trgm_ops, email gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX orders_created_sales_idx ON orders (created) INCLUDE (status, total_price)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_created_sales_idx`);
    await queryRunner.query(`DROP INDEX member_search_trgm_idx`);
  }
}
