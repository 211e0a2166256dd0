import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment approved in test mode (NICEPAY_MODE=test against NicePay's test store, or the local sandbox) is marked,
 * so the console, My Page's staff view and the CSV export show the order as a test order: no money moved.
 */
export class TestPayments1790000170000 implements MigrationInterface {
  name = 'TestPayments1790000170000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_payment ADD COLUMN test boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_payment DROP COLUMN test`);
  }
}
