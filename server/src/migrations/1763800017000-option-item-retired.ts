import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office edits option categories. An option a shopper may still hold in a cart (by its id) is never
 * deleted or renamed: an edit keeps the rows whose name stays (their price may change), marks the others retired
 * and adds new rows. Storefront reads skip retired rows; past orders never read them (they keep their own copy of
 * the names and prices). Hiding goods uses the existing goods.deleted_at.
 */
export class OptionItemRetired1763800017000 implements MigrationInterface {
  name = 'OptionItemRetired1763800017000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE option_item ADD COLUMN retired_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE option_item DROP COLUMN retired_at`);
  }
}
