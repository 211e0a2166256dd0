import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Goods status HIDDEN (숨김): staff take a goods item off the storefront (not listed, no product page, not sold)
 * without deleting it. New goods start as DRAFT in the use case (the column default stays ON_SALE for rows written
 * outside the console). A status filter in the console reads status = $n: an index on it is not worth it at the
 * catalog's size.
 */
export class GoodsHiddenStatus1790000110000 implements MigrationInterface {
  name = 'GoodsHiddenStatus1790000110000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE goods
        DROP CONSTRAINT goods_status_known,
        ADD CONSTRAINT goods_status_known CHECK (status IN ('DRAFT', 'ON_SALE', 'SOLD_OUT', 'HIDDEN'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE goods SET status = 'DRAFT' WHERE status = 'HIDDEN'`);
    await queryRunner.query(`
      ALTER TABLE goods
        DROP CONSTRAINT goods_status_known,
        ADD CONSTRAINT goods_status_known CHECK (status IN ('ON_SALE', 'SOLD_OUT', 'DRAFT'))`);
  }
}
