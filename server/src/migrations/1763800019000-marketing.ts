import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marketing in the back office: storefront popups (catalog) with their Korean-day dates, and coupon serial batches
 * (promotions): single-use serials of a coupon, each registrable once in the whole shop. A batch serial never
 * equals a coupon's own code (the use case checks both tables before it stores a batch).
 */
export class MarketingSchema1763800019000 implements MigrationInterface {
  name = 'MarketingSchema1763800019000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE popup (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        title varchar(100) NOT NULL,
        img varchar(500) NOT NULL,
        url varchar(500) NOT NULL DEFAULT '',
        start_date date NOT NULL,
        end_date date NOT NULL,
        use_yn char(1) NOT NULL DEFAULT 'Y',
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT popup_use_yn CHECK (use_yn IN ('Y', 'N')),
        CONSTRAINT popup_dates_ordered CHECK (start_date <= end_date)
      )`);
    await queryRunner.query(`CREATE INDEX popup_showing_idx ON popup (start_date, end_date) WHERE use_yn = 'Y'`);
    await queryRunner.query(`
      CREATE TABLE coupon_serial (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        coupon_id integer NOT NULL CONSTRAINT coupon_serial_coupon_id_fkey REFERENCES coupon (id),
        serial varchar(16) NOT NULL CONSTRAINT coupon_serial_serial_key UNIQUE,
        batch_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        used_by_member_id integer NULL CONSTRAINT coupon_serial_member_id_fkey REFERENCES member (id) ON DELETE SET NULL,
        used_at timestamptz NULL,
        CONSTRAINT coupon_serial_format CHECK (serial ~ '^[A-Z0-9]{16}$')
      )`);
    await queryRunner.query(`CREATE INDEX coupon_serial_coupon_idx ON coupon_serial (coupon_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE coupon_serial`);
    await queryRunner.query(`DROP TABLE popup`);
  }
}
