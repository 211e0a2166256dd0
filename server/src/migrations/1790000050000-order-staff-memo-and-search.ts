import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's orders: staff's memo of an order (its own table, so no member read can carry it), and the indexes the
 * order list's filters need (docs/decisions.md, "The console's orders", has the plans measured): the orders by
 * creation (the list's order and its period) and one trigram index over what the search box matches (number,
 * orderer's name, e-mail and phone, recipient's phone), and the payments given back (a cancel of a paid order).
 */
export class OrderStaffMemoAndSearch1790000050000 implements MigrationInterface {
  name = 'OrderStaffMemoAndSearch1790000050000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE order_staff_memo (
        order_id bigint PRIMARY KEY,
        memo varchar(2000) NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by_id integer,
        updated_by varchar(254) NOT NULL,
        CONSTRAINT order_staff_memo_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE,
        CONSTRAINT order_staff_memo_length CHECK (char_length(memo) <= 2000)
      )`,
    );
    await queryRunner.query(`CREATE INDEX orders_created_idx ON orders (created, id)`);
    await queryRunner.query(`CREATE INDEX orders_status_created_idx ON orders (status, created, id)`);
    await queryRunner.query(`CREATE INDEX order_payment_cancelled_idx ON order_payment (order_id) WHERE cancelled`);
    await queryRunner.query(
      `CREATE INDEX orders_search_trgm_idx ON orders USING gin (order_number gin_trgm_ops, orderer_name gin_trgm_ops, orderer_email gin_trgm_ops, orderer_phone gin_trgm_ops, phone gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_search_trgm_idx`);
    await queryRunner.query(`DROP INDEX order_payment_cancelled_idx`);
    await queryRunner.query(`DROP INDEX orders_status_created_idx`);
    await queryRunner.query(`DROP INDEX orders_created_idx`);
    await queryRunner.query(`DROP TABLE order_staff_memo`);
  }
}
