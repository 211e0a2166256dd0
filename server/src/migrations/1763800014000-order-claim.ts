import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's return or exchange request (the member's latest; every move is also in order_status_history): its
 * kind, reason and words, when it was asked, and staff's decision with the note the member reads. The checks keep
 * a request whole and a decision after a request.
 */
export class OrderClaim1763800014000 implements MigrationInterface {
  name = 'OrderClaim1763800014000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN claim_kind varchar(10) NULL,
        ADD COLUMN claim_reason varchar(20) NULL,
        ADD COLUMN claim_detail varchar(1000) NULL,
        ADD COLUMN claim_requested_at timestamptz NULL,
        ADD COLUMN claim_outcome varchar(10) NULL,
        ADD COLUMN claim_note varchar(500) NULL,
        ADD COLUMN claim_decided_at timestamptz NULL,
        ADD CONSTRAINT orders_claim_kind CHECK (claim_kind IS NULL OR claim_kind IN ('return', 'exchange')),
        ADD CONSTRAINT orders_claim_reason CHECK (claim_reason IS NULL OR claim_reason IN ('change-of-mind', 'defect', 'wrong-item')),
        ADD CONSTRAINT orders_claim_complete CHECK ((claim_kind IS NULL) = (claim_reason IS NULL) AND (claim_kind IS NULL) = (claim_detail IS NULL) AND (claim_kind IS NULL) = (claim_requested_at IS NULL)),
        ADD CONSTRAINT orders_claim_outcome CHECK (claim_outcome IS NULL OR (claim_outcome IN ('approved', 'rejected') AND claim_kind IS NOT NULL AND claim_decided_at IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        DROP CONSTRAINT orders_claim_outcome,
        DROP CONSTRAINT orders_claim_complete,
        DROP CONSTRAINT orders_claim_reason,
        DROP CONSTRAINT orders_claim_kind,
        DROP COLUMN claim_decided_at,
        DROP COLUMN claim_note,
        DROP COLUMN claim_outcome,
        DROP COLUMN claim_requested_at,
        DROP COLUMN claim_detail,
        DROP COLUMN claim_reason,
        DROP COLUMN claim_kind`);
  }
}
