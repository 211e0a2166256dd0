import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The photos of a return or exchange request: FileStoragePort keys (`claims/<uuid>.webp`) in the order sent, at
 * most 3, none without a request. One array column: they are read and written only with the request itself.
 */
export class OrderClaimPhotos1763800015000 implements MigrationInterface {
  name = 'OrderClaimPhotos1763800015000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN claim_photos text[] NOT NULL DEFAULT '{}',
        ADD CONSTRAINT orders_claim_photos CHECK (cardinality(claim_photos) <= 3 AND (claim_kind IS NOT NULL OR cardinality(claim_photos) = 0))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        DROP CONSTRAINT orders_claim_photos,
        DROP COLUMN claim_photos`);
  }
}
