import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The points ledger learns 'revoke': points an order earned, taken back when its return is approved. Negative,
 * tied to the order, and at most once per order like its use, return and earn (point_ledger_order_kind_key).
 */
export class PointLedgerRevoke1790000020000 implements MigrationInterface {
  name = 'PointLedgerRevoke1790000020000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_kind_known`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_sign_by_kind`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_kind_known CHECK (kind IN ('earn', 'use', 'return', 'adjust', 'review', 'expire', 'revoke'))`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_sign_by_kind CHECK (kind = 'adjust' OR (kind IN ('use', 'expire', 'revoke')) = (amount < 0))`);
    await queryRunner.query(`DROP INDEX point_ledger_order_kind_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX point_ledger_order_kind_key ON point_ledger (order_id, kind) WHERE order_id IS NOT NULL AND kind IN ('use', 'return', 'earn', 'revoke')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM point_ledger WHERE kind = 'revoke'`);
    await queryRunner.query(`DROP INDEX point_ledger_order_kind_key`);
    await queryRunner.query(`CREATE UNIQUE INDEX point_ledger_order_kind_key ON point_ledger (order_id, kind) WHERE order_id IS NOT NULL AND kind IN ('use', 'return', 'earn')`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_kind_known`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_sign_by_kind`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_kind_known CHECK (kind IN ('earn', 'use', 'return', 'adjust', 'review', 'expire'))`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_sign_by_kind CHECK (kind = 'adjust' OR (kind IN ('use', 'expire')) = (amount < 0))`);
  }
}
