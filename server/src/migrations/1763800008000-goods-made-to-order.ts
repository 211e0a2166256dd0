import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a goods item is made to order. Korean e-commerce law lets a shop refuse a change-of-mind
 * return of made-to-order goods only when the shopper was told and agreed before paying, so the
 * checkout asks for that consent when an order holds such goods. The brand makes everything to
 * order, hence the default.
 */
export class GoodsMadeToOrder1763800008000 implements MigrationInterface {
  name = 'GoodsMadeToOrder1763800008000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE goods ADD COLUMN made_to_order boolean NOT NULL DEFAULT true`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE goods DROP COLUMN made_to_order`);
  }
}
