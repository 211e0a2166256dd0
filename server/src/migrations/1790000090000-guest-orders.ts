import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_PURPOSES = `'sign-up', 'find-id', 'find-password', 'withdraw', 'restore-dormant'`;
const PURPOSES = `${OLD_PURPOSES}, 'guest-order', 'order-lookup'`;

/**
 * Guest checkout (비회원 주문) and the guest order lookup (docs/decisions.md, "Guest orders"):
 * - verification codes and tokens for the two new purposes (the guest's phone before ordering; the order's phone at a lookup);
 * - orders.guest marks an order placed without an account (member_id NULL until it is attached to a member who signed up
 *   with the same verified phone); a guest's checkout key is unique among guest orders, as a member's is per member;
 * - the history names a guest as the actor of the guest's own moves;
 * - guest_session: a short-lived session of a verified guest (checkout, then scoped to one order), shared by every instance.
 */
export class GuestOrders1790000090000 implements MigrationInterface {
  name = 'GuestOrders1790000090000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['verification_code', 'verification_token']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_purpose_known`);
      await queryRunner.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_purpose_known CHECK (purpose IN (${PURPOSES}))`);
    }
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN guest boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE UNIQUE INDEX orders_guest_idempotency_key ON orders (idempotency_key) WHERE guest`);
    await queryRunner.query(`CREATE INDEX orders_guest_phone_idx ON orders (orderer_phone) WHERE guest AND member_id IS NULL`);
    await queryRunner.query(`ALTER TABLE order_status_history DROP CONSTRAINT order_status_history_actor_kind`);
    await queryRunner.query(`ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_actor_kind CHECK (actor_kind IN ('member', 'staff', 'system', 'guest'))`);
    await queryRunner.query(`
      CREATE TABLE guest_session (
        id uuid NOT NULL CONSTRAINT guest_session_pkey PRIMARY KEY,
        token_hash varchar(64) NOT NULL CONSTRAINT guest_session_token_hash_key UNIQUE,
        phone varchar(20) NOT NULL,
        name varchar(50) NOT NULL,
        email varchar(254) NOT NULL,
        order_id bigint CONSTRAINT guest_session_order_id_fkey REFERENCES orders (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        CONSTRAINT guest_session_expires_after_created CHECK (expires_at > created_at)
      )`);
    await queryRunner.query(`CREATE INDEX guest_session_expires_idx ON guest_session (expires_at)`);
    await queryRunner.query(`CREATE INDEX guest_session_order_idx ON guest_session (order_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE guest_session`);
    await queryRunner.query(`DELETE FROM order_status_history WHERE actor_kind = 'guest'`);
    await queryRunner.query(`ALTER TABLE order_status_history DROP CONSTRAINT order_status_history_actor_kind`);
    await queryRunner.query(`ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_actor_kind CHECK (actor_kind IN ('member', 'staff', 'system'))`);
    await queryRunner.query(`DROP INDEX orders_guest_phone_idx`);
    await queryRunner.query(`DROP INDEX orders_guest_idempotency_key`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN guest`);
    for (const table of ['verification_code', 'verification_token']) {
      await queryRunner.query(`DELETE FROM ${table} WHERE purpose IN ('guest-order', 'order-lookup')`);
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_purpose_known`);
      await queryRunner.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_purpose_known CHECK (purpose IN (${OLD_PURPOSES}))`);
    }
  }
}
