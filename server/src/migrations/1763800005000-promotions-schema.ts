import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promotions: coupons, the coupons members hold, and points as a ledger (the balance is the sum of a member's
 * rows; point_account is the row a spend locks). The member's old `point` column becomes 'adjust' rows of the
 * ledger and is dropped, so there is one truth for a balance.
 */
export class PromotionsSchema1763800005000 implements MigrationInterface {
  name = 'PromotionsSchema1763800005000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE coupon (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        coupon_code varchar(16) NOT NULL CONSTRAINT coupon_code_key UNIQUE,
        coupon_name varchar(100) NOT NULL,
        discount_rate smallint NULL,
        discount_price integer NULL,
        min_price integer NOT NULL DEFAULT 0,
        start_date timestamptz NOT NULL,
        expiration_date timestamptz NOT NULL,
        for_new boolean NOT NULL DEFAULT false,
        created timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz NULL,
        CONSTRAINT coupon_code_format CHECK (coupon_code ~ '^[A-Z0-9]{16}$'),
        CONSTRAINT coupon_discount_rate_range CHECK (discount_rate BETWEEN 1 AND 100),
        CONSTRAINT coupon_discount_price_positive CHECK (discount_price > 0),
        CONSTRAINT coupon_min_price_not_negative CHECK (min_price >= 0),
        CONSTRAINT coupon_one_discount CHECK ((discount_rate IS NULL) <> (discount_price IS NULL)),
        CONSTRAINT coupon_dates_ordered CHECK (start_date < expiration_date)
      )`);

    await queryRunner.query(`
      CREATE TABLE member_coupon (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        member_id integer NOT NULL CONSTRAINT member_coupon_member_id_fkey REFERENCES member (id) ON DELETE CASCADE,
        coupon_id integer NOT NULL CONSTRAINT member_coupon_coupon_id_fkey REFERENCES coupon (id),
        registered_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        used_order_id bigint NULL,
        CONSTRAINT member_coupon_member_coupon_key UNIQUE (member_id, coupon_id),
        CONSTRAINT member_coupon_used_together CHECK ((used_at IS NULL) = (used_order_id IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX member_coupon_coupon_idx ON member_coupon (coupon_id)`);
    await queryRunner.query(`CREATE INDEX member_coupon_used_order_idx ON member_coupon (used_order_id) WHERE used_order_id IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE point_account (
        member_id integer PRIMARY KEY CONSTRAINT point_account_member_id_fkey REFERENCES member (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE point_ledger (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        member_id integer NOT NULL CONSTRAINT point_ledger_member_id_fkey REFERENCES member (id) ON DELETE CASCADE,
        amount integer NOT NULL,
        kind varchar(10) NOT NULL,
        order_id bigint NULL,
        reason varchar(100) NOT NULL,
        created timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT point_ledger_amount_not_zero CHECK (amount <> 0),
        CONSTRAINT point_ledger_kind_known CHECK (kind IN ('earn', 'use', 'return', 'adjust')),
        CONSTRAINT point_ledger_sign_by_kind CHECK (kind = 'adjust' OR (kind = 'use') = (amount < 0)),
        CONSTRAINT point_ledger_order_by_kind CHECK (kind = 'adjust' OR order_id IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX point_ledger_member_idx ON point_ledger (member_id, id)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX point_ledger_order_kind_key ON point_ledger (order_id, kind) WHERE order_id IS NOT NULL AND kind IN ('use', 'return', 'earn')`,
    );

    // The member's bare balance becomes the ledger's first row; then the column goes.
    await queryRunner.query(`
      INSERT INTO point_ledger (member_id, amount, kind, order_id, reason, created)
      SELECT id, point, 'adjust', NULL, '기존 적립금 이전', now() FROM member WHERE point <> 0`);
    await queryRunner.query(`ALTER TABLE member DROP COLUMN point`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE member ADD COLUMN point integer NOT NULL DEFAULT 0 CONSTRAINT member_point_not_negative CHECK (point >= 0)`);
    await queryRunner.query(`
      UPDATE member SET point = greatest(balance.total, 0)
      FROM (SELECT member_id, sum(amount) AS total FROM point_ledger GROUP BY member_id) AS balance
      WHERE balance.member_id = member.id`);
    await queryRunner.query(`DROP TABLE point_ledger`);
    await queryRunner.query(`DROP TABLE point_account`);
    await queryRunner.query(`DROP TABLE member_coupon`);
    await queryRunner.query(`DROP TABLE coupon`);
  }
}
