import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who made each move of an order (the console's timeline), and the workshop's board: a paid made-to-order order's
 * production stage, and the board's moves as history entries naming both stages. Order lines remember whether their
 * goods were made to order. Entries from before say who by their move: the shopper's own moves are the member's,
 * staff's moves are staff's under the name '이전 기록' (the audit log holds who), the rest the system's.
 */
export class OrderActorsProductionStage1790000023000 implements MigrationInterface {
  name = 'OrderActorsProductionStage1790000023000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const stages = `'CONFIRMED', 'CUTTING', 'SEWING', 'FINISHING', 'READY'`;
    await queryRunner.query(`ALTER TABLE order_line ADD COLUMN made_to_order boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE order_line l SET made_to_order = g.made_to_order FROM goods g WHERE g.id = l.goods_id`);

    await queryRunner.query(`ALTER TABLE orders ADD COLUMN production_stage varchar(12)`);
    await queryRunner.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_production_stage_known CHECK (production_stage IS NULL OR (production_stage IN (${stages}) AND status = 'PREPARING'))`,
    );
    await queryRunner.query(
      `UPDATE orders o SET production_stage = 'CONFIRMED' WHERE o.status = 'PREPARING' AND EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND l.made_to_order)`,
    );
    await queryRunner.query(`CREATE INDEX orders_production_stage_idx ON orders (production_stage, id) WHERE production_stage IS NOT NULL`);

    await queryRunner.query(
      `ALTER TABLE order_status_history
         ADD COLUMN actor_kind varchar(10) NOT NULL DEFAULT 'system',
         ADD COLUMN actor_id integer,
         ADD COLUMN actor_name varchar(254),
         ADD COLUMN stage_from varchar(12),
         ADD COLUMN stage_to varchar(12)`,
    );
    await queryRunner.query(
      `UPDATE order_status_history h SET actor_kind = 'member', actor_id = o.member_id
         FROM orders o
        WHERE o.id = h.order_id
          AND (h.from_status IS NULL
               OR h.to_status IN ('RETURN_REQUESTED', 'EXCHANGE_REQUESTED')
               OR (h.from_status = 'PREPARING' AND h.to_status = 'PREPARING')
               OR (h.to_status = 'CANCELLED' AND h.reason LIKE '회원 주문 취소%')
               OR (h.to_status = 'PAYMENT_FAILED' AND h.reason = '결제를 취소하셨습니다.'))`,
    );
    await queryRunner.query(
      `UPDATE order_status_history SET actor_kind = 'staff', actor_name = '이전 기록'
        WHERE to_status IN ('SHIPPING', 'RETURNED', 'EXCHANGED')
           OR (to_status = 'DELIVERED' AND from_status IN ('SHIPPING', 'RETURN_REQUESTED', 'EXCHANGE_REQUESTED'))
           OR (to_status = 'CANCELLED' AND reason LIKE '관리자 주문 취소%')`,
    );
    await queryRunner.query(`ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_actor_kind CHECK (actor_kind IN ('member', 'staff', 'system'))`);
    await queryRunner.query(`ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_staff_named CHECK (actor_kind <> 'staff' OR actor_name IS NOT NULL)`);
    await queryRunner.query(
      `ALTER TABLE order_status_history ADD CONSTRAINT order_status_history_stage CHECK ((stage_from IS NULL) = (stage_to IS NULL) AND (stage_from IS NULL OR (stage_from IN (${stages}) AND stage_to IN (${stages}))))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE order_status_history DROP COLUMN stage_to, DROP COLUMN stage_from, DROP COLUMN actor_name, DROP COLUMN actor_id, DROP COLUMN actor_kind`,
    );
    await queryRunner.query(`DROP INDEX orders_production_stage_idx`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN production_stage`);
    await queryRunner.query(`ALTER TABLE order_line DROP COLUMN made_to_order`);
  }
}
