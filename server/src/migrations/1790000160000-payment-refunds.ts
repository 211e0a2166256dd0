import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refund intents (docs/architecture.md, "Payments"): a cancel or a return's inspection writes the refund here in its
 * own unit of work, and a job gives the money back after the commit. The idempotency key (the order's n-th refund)
 * is the cancel's orderId at NicePay, unique. No foreign key to orders: payments is a leaf context and knows an
 * order only by its id and number.
 */
export class PaymentRefunds1790000160000 implements MigrationInterface {
  name = 'PaymentRefunds1790000160000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_refund (
        id bigint GENERATED ALWAYS AS IDENTITY CONSTRAINT payment_refund_pkey PRIMARY KEY,
        order_id bigint NOT NULL,
        order_number varchar(64) NOT NULL,
        gateway varchar(20) NOT NULL,
        tid varchar(64) NOT NULL,
        amount integer NOT NULL CONSTRAINT payment_refund_amount_positive CHECK (amount > 0),
        partial boolean NOT NULL,
        cause varchar(20) NOT NULL CONSTRAINT payment_refund_cause CHECK (cause IN ('member-cancel', 'staff-cancel', 'return')),
        reason varchar(100) NOT NULL,
        settlement jsonb,
        idempotency_key varchar(64) NOT NULL CONSTRAINT payment_refund_idempotency_key UNIQUE,
        status varchar(20) NOT NULL CONSTRAINT payment_refund_status CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error varchar(500),
        requested_at timestamptz NOT NULL,
        settled_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX payment_refund_order_idx ON payment_refund (order_id)`);
    await queryRunner.query(`CREATE INDEX payment_refund_open_idx ON payment_refund (status, settled_at) WHERE status <> 'succeeded'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payment_refund`);
  }
}
