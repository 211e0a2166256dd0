import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Production days and the dispatch date (docs/ordering.md, "The workshop's board"): each goods item's production days
 * as a range of Korean business days (default 1–3, the brand's "제작 기간 1-3 영업일"), a copy on each order line (a
 * later change moves no order), and each paid made-to-order order's dispatch estimate (`dispatch_from` ..
 * `dispatch_due`, Korean days) computed when it was paid. Orders already on the board get theirs here from their
 * payment time and 1–3 days over weekends only (SQL has no holiday list; they may show a day or two early).
 */
export class ProductionDaysDispatch1790000060000 implements MigrationInterface {
  name = 'ProductionDaysDispatch1790000060000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const days = (table: string) =>
      `ALTER TABLE ${table}
         ADD COLUMN production_days_min smallint NOT NULL DEFAULT 1,
         ADD COLUMN production_days_max smallint NOT NULL DEFAULT 3,
         ADD CONSTRAINT ${table}_production_days CHECK (production_days_min BETWEEN 1 AND 30 AND production_days_max BETWEEN production_days_min AND 30)`;
    await queryRunner.query(days('goods'));
    await queryRunner.query(days('order_line'));

    await queryRunner.query(
      `ALTER TABLE orders
         ADD COLUMN dispatch_from date,
         ADD COLUMN dispatch_due date,
         ADD CONSTRAINT orders_dispatch_range CHECK ((dispatch_from IS NULL) = (dispatch_due IS NULL) AND (dispatch_from IS NULL OR dispatch_from <= dispatch_due))`,
    );
    // The n-th weekday after a day, for the backfill only (the application counts holidays too).
    const weekdayAfter = (day: string, n: number) =>
      `(SELECT d::date FROM generate_series((${day} + 1)::timestamp, (${day} + 14)::timestamp, interval '1 day') d
         WHERE extract(isodow FROM d) < 6 ORDER BY d LIMIT 1 OFFSET ${n - 1})`;
    await queryRunner.query(
      `WITH paid AS (
         SELECT o.id, coalesce((SELECT min(p.paid_at) FROM order_payment p WHERE p.order_id = o.id), o.updated) AT TIME ZONE 'Asia/Seoul' AS local
           FROM orders o WHERE o.production_stage IS NOT NULL
       ), taken AS (
         SELECT id, CASE WHEN extract(isodow FROM local) < 6 AND extract(hour FROM local) < 17 THEN local::date ELSE ${weekdayAfter('local::date', 1)} END AS start
           FROM paid
       )
       UPDATE orders o SET dispatch_from = ${weekdayAfter('t.start', 1)}, dispatch_due = ${weekdayAfter('t.start', 3)}
         FROM taken t WHERE t.id = o.id`,
    );
    await queryRunner.query(`ALTER TABLE orders ADD CONSTRAINT orders_board_has_dispatch CHECK (production_stage IS NULL OR dispatch_due IS NOT NULL)`);
    await queryRunner.query(`CREATE INDEX orders_board_due_idx ON orders (dispatch_due, id) WHERE production_stage IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_board_due_idx`);
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT orders_board_has_dispatch, DROP CONSTRAINT orders_dispatch_range, DROP COLUMN dispatch_due, DROP COLUMN dispatch_from`);
    for (const table of ['order_line', 'goods']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_production_days, DROP COLUMN production_days_max, DROP COLUMN production_days_min`);
    }
  }
}
