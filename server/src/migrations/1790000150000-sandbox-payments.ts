import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment sandbox's "card company" in PostgreSQL, so staging on several instances works: the card page's
 * authentication (one instance) and the checkout's approval (another) meet here. One row per tid, forgotten after
 * expires_at (cleaned on every authentication); one shared signing key (sandbox_payment_key, a single row) so a
 * return post signed by one instance is checked by any other. Development, tests and staging only.
 */
export class SandboxPayments1790000150000 implements MigrationInterface {
  name = 'SandboxPayments1790000150000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sandbox_payment (
        tid varchar(40) NOT NULL CONSTRAINT sandbox_payment_pkey PRIMARY KEY,
        order_id varchar(64) NOT NULL,
        amount integer NOT NULL,
        method varchar(20) NOT NULL,
        auth_token varchar(64) NOT NULL,
        card_last4 varchar(4) NOT NULL,
        behaviour varchar(20) NOT NULL,
        state varchar(20) NOT NULL,
        refunded integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        created timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sandbox_payment_order_idx ON sandbox_payment (order_id)`);
    await queryRunner.query(`CREATE INDEX sandbox_payment_expires_idx ON sandbox_payment (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE sandbox_payment_key (
        id smallint NOT NULL CONSTRAINT sandbox_payment_key_pkey PRIMARY KEY CONSTRAINT sandbox_payment_key_single CHECK (id = 1),
        secret_key varchar(64) NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sandbox_payment_key`);
    await queryRunner.query(`DROP TABLE sandbox_payment`);
  }
}
