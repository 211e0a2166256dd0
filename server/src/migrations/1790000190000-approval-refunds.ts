import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An approval the checkout cannot keep (recorded nowhere, or another order's authentication) is given back through
 * the refund job too, with its retries and the console's 환불 실패 card: refund cause `approval`.
 */
export class ApprovalRefunds1790000190000 implements MigrationInterface {
  name = 'ApprovalRefunds1790000190000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payment_refund DROP CONSTRAINT payment_refund_cause`);
    await queryRunner.query(`ALTER TABLE payment_refund ADD CONSTRAINT payment_refund_cause CHECK (cause IN ('member-cancel', 'staff-cancel', 'return', 'approval'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM payment_refund WHERE cause = 'approval'`);
    await queryRunner.query(`ALTER TABLE payment_refund DROP CONSTRAINT payment_refund_cause`);
    await queryRunner.query(`ALTER TABLE payment_refund ADD CONSTRAINT payment_refund_cause CHECK (cause IN ('member-cancel', 'staff-cancel', 'return'))`);
  }
}
