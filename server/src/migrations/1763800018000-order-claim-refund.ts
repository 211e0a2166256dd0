import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What staff gave back when they approved a return (issue 9): won, at most what was paid; null for an exchange, a
 * rejection or an open request. A partial refund keeps the payment live, so what is still refundable is the live
 * payments less this amount.
 */
export class OrderClaimRefund1763800018000 implements MigrationInterface {
  name = 'OrderClaimRefund1763800018000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN claim_refund integer NULL,
        ADD CONSTRAINT orders_claim_refund CHECK (claim_refund IS NULL OR (claim_refund >= 0 AND claim_outcome = 'approved'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        DROP CONSTRAINT orders_claim_refund,
        DROP COLUMN claim_refund`);
  }
}
