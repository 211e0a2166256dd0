import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The points ledger learns another kind (after the review's, 1763800011000): points that expired (the terms: points lapse when their period is over).
 * An expiry takes points away (negative) and belongs to no order, like a hand adjustment.
 */
export class PointLedgerExpire1763800013000 implements MigrationInterface {
  name = 'PointLedgerExpire1763800013000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_kind_known`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_sign_by_kind`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_order_by_kind`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_kind_known CHECK (kind IN ('earn', 'use', 'return', 'adjust', 'review', 'expire'))`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_sign_by_kind CHECK (kind = 'adjust' OR (kind IN ('use', 'expire')) = (amount < 0))`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_order_by_kind CHECK (kind IN ('adjust', 'expire') OR order_id IS NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM point_ledger WHERE kind = 'expire'`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_kind_known`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_sign_by_kind`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_order_by_kind`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_kind_known CHECK (kind IN ('earn', 'use', 'return', 'adjust', 'review'))`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_sign_by_kind CHECK (kind = 'adjust' OR (kind = 'use') = (amount < 0))`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_order_by_kind CHECK (kind = 'adjust' OR order_id IS NOT NULL)`);
  }
}
