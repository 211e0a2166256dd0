import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'PENDING_PAYMENT', 'PAYMENT_APPROVING', 'PAYMENT_FAILED', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED'`;

/**
 * Orders (docs/ordering.md): the order with copies of the orderer, the address and the
 * amounts; its lines and chosen options with names and prices as they were when ordered;
 * its payments; and every status change. Orders are kept 5 years (privacy policy), longer
 * than a member's record: member_id is set to null when the member is deleted, and the
 * order keeps its own copy of the orderer.
 */
export class OrderingSchema1763800007000 implements MigrationInterface {
  name = 'OrderingSchema1763800007000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE orders (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_number varchar(64) NOT NULL CONSTRAINT orders_order_number_key UNIQUE,
        member_id integer NULL CONSTRAINT orders_member_id_fkey REFERENCES member (id) ON DELETE SET NULL,
        idempotency_key uuid NOT NULL,
        status varchar(20) NOT NULL CONSTRAINT orders_status_known CHECK (status IN (${STATUSES})),
        orderer_name varchar(50) NOT NULL,
        orderer_email varchar(254) NOT NULL,
        orderer_phone varchar(20) NOT NULL,
        recipient varchar(50) NOT NULL,
        phone varchar(20) NOT NULL,
        zip_code varchar(10) NOT NULL,
        address varchar(255) NOT NULL,
        adr_detail varchar(255) NOT NULL,
        request varchar(100) NOT NULL,
        goods_total integer NOT NULL CONSTRAINT orders_goods_total_not_negative CHECK (goods_total >= 0),
        shipping_fee integer NOT NULL CONSTRAINT orders_shipping_fee_not_negative CHECK (shipping_fee >= 0),
        coupon_discount integer NOT NULL CONSTRAINT orders_coupon_discount_not_negative CHECK (coupon_discount >= 0),
        member_coupon_id bigint NULL,
        coupon_name varchar(100) NULL,
        points_used integer NOT NULL CONSTRAINT orders_points_used_not_negative CHECK (points_used >= 0),
        total_price integer NOT NULL,
        payment_method varchar(10) NOT NULL CONSTRAINT orders_payment_method_known CHECK (payment_method IN ('card', 'naverpay', 'kakaopay')),
        age_consent boolean NOT NULL,
        terms_consent boolean NOT NULL,
        privacy_consent boolean NOT NULL,
        made_to_order_consent boolean NOT NULL,
        consented_at timestamptz NOT NULL,
        approving_tid varchar(64) NULL,
        approving_since timestamptz NULL,
        created timestamptz NOT NULL,
        updated timestamptz NOT NULL,
        version integer NOT NULL DEFAULT 1,
        CONSTRAINT orders_member_idempotency_key UNIQUE (member_id, idempotency_key),
        CONSTRAINT orders_total_adds_up CHECK (total_price = goods_total - coupon_discount - points_used + shipping_fee AND total_price >= 0),
        CONSTRAINT orders_required_consents CHECK (age_consent AND terms_consent AND privacy_consent),
        CONSTRAINT orders_approving_has_tid CHECK (status <> 'PAYMENT_APPROVING' OR (approving_tid IS NOT NULL AND approving_since IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX orders_member_created_idx ON orders (member_id, created DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX orders_approving_since_idx ON orders (approving_since) WHERE status = 'PAYMENT_APPROVING'`);

    await queryRunner.query(`
      CREATE TABLE order_line (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_id bigint NOT NULL CONSTRAINT order_line_order_id_fkey REFERENCES orders (id) ON DELETE CASCADE,
        position smallint NOT NULL,
        goods_id bigint NOT NULL,
        goods_name varchar(200) NOT NULL,
        thumb_src varchar(500) NOT NULL,
        unit_price integer NOT NULL CONSTRAINT order_line_unit_price_not_negative CHECK (unit_price >= 0),
        amount integer NOT NULL CONSTRAINT order_line_amount_positive CHECK (amount >= 1),
        line_total integer NOT NULL CONSTRAINT order_line_line_total_not_negative CHECK (line_total >= 0),
        CONSTRAINT order_line_position_key UNIQUE (order_id, position)
      )`);

    await queryRunner.query(`
      CREATE TABLE order_line_option (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_line_id bigint NOT NULL CONSTRAINT order_line_option_order_line_id_fkey REFERENCES order_line (id) ON DELETE CASCADE,
        option_item_id bigint NOT NULL,
        category_name varchar(100) NOT NULL,
        opt_name varchar(100) NOT NULL,
        price integer NOT NULL CONSTRAINT order_line_option_price_not_negative CHECK (price >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX order_line_option_line_idx ON order_line_option (order_line_id)`);

    await queryRunner.query(`
      CREATE TABLE order_payment (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_id bigint NOT NULL CONSTRAINT order_payment_order_id_fkey REFERENCES orders (id) ON DELETE CASCADE,
        gateway varchar(20) NOT NULL,
        tid varchar(64) NOT NULL,
        method varchar(20) NOT NULL,
        amount integer NOT NULL CONSTRAINT order_payment_amount_not_negative CHECK (amount >= 0),
        paid_at timestamptz NOT NULL,
        description varchar(255) NOT NULL,
        cancelled boolean NOT NULL DEFAULT false,
        cancelled_at timestamptz NULL,
        CONSTRAINT order_payment_gateway_tid_key UNIQUE (gateway, tid),
        CONSTRAINT order_payment_cancelled_at CHECK (cancelled = (cancelled_at IS NOT NULL))
      )`);
    // At most one payment per order that was not given back.
    await queryRunner.query(`CREATE UNIQUE INDEX order_payment_one_live_key ON order_payment (order_id) WHERE NOT cancelled`);
    await queryRunner.query(`CREATE INDEX order_payment_order_idx ON order_payment (order_id)`);

    await queryRunner.query(`
      CREATE TABLE order_status_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_id bigint NOT NULL CONSTRAINT order_status_history_order_id_fkey REFERENCES orders (id) ON DELETE CASCADE,
        from_status varchar(20) NULL CONSTRAINT order_status_history_from_known CHECK (from_status IN (${STATUSES})),
        to_status varchar(20) NOT NULL CONSTRAINT order_status_history_to_known CHECK (to_status IN (${STATUSES})),
        reason varchar(500) NOT NULL,
        at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE order_status_history`);
    await queryRunner.query(`DROP TABLE order_payment`);
    await queryRunner.query(`DROP TABLE order_line_option`);
    await queryRunner.query(`DROP TABLE order_line`);
    await queryRunner.query(`DROP TABLE orders`);
  }
}
