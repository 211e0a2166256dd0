import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Returns with a pickup and an inspection step (docs/ordering.md): the return's lines and quantities (jsonb
 * [{ lineIndex, quantity }]; null on older rows: every line whole), the pickup staff booked (회수 중, when and the
 * pickup parcel's tracking number) and an approved exchange's outgoing tracking number. The status stays
 * RETURN_REQUESTED while the goods come back; the refund is given at inspection (RETURNED).
 */
export class ReturnPickupAndLines1790000080000 implements MigrationInterface {
  name = 'ReturnPickupAndLines1790000080000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN claim_lines jsonb,
        ADD COLUMN claim_pickup_tracking varchar(30),
        ADD COLUMN claim_pickup_at timestamptz,
        ADD COLUMN claim_exchange_tracking varchar(30),
        ADD CONSTRAINT orders_claim_pickup CHECK (claim_pickup_at IS NULL OR claim_kind = 'return'),
        ADD CONSTRAINT orders_claim_pickup_tracking CHECK (claim_pickup_tracking IS NULL OR claim_pickup_at IS NOT NULL),
        ADD CONSTRAINT orders_claim_exchange_tracking CHECK (claim_exchange_tracking IS NULL OR claim_kind = 'exchange')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        DROP COLUMN claim_lines, DROP COLUMN claim_pickup_tracking, DROP COLUMN claim_pickup_at, DROP COLUMN claim_exchange_tracking`);
  }
}
