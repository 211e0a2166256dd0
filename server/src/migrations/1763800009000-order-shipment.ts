import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's shipment: the carrier (a code of ordering's carrier registry, Sweet Tracker's t_code), the tracking
 * number, when it was handed over and when it was received. All four are null until the order ships; the checks
 * keep the carrier and the number together and a delivery after a shipment.
 */
export class OrderShipment1763800009000 implements MigrationInterface {
  name = 'OrderShipment1763800009000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN carrier_code varchar(10) NULL,
        ADD COLUMN tracking_number varchar(30) NULL,
        ADD COLUMN shipped_at timestamptz NULL,
        ADD COLUMN delivered_at timestamptz NULL,
        ADD CONSTRAINT orders_shipment_complete CHECK ((carrier_code IS NULL) = (tracking_number IS NULL) AND (carrier_code IS NULL) = (shipped_at IS NULL)),
        ADD CONSTRAINT orders_delivered_after_shipped CHECK (delivered_at IS NULL OR shipped_at IS NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        DROP CONSTRAINT orders_delivered_after_shipped,
        DROP CONSTRAINT orders_shipment_complete,
        DROP COLUMN delivered_at,
        DROP COLUMN shipped_at,
        DROP COLUMN tracking_number,
        DROP COLUMN carrier_code`);
  }
}
