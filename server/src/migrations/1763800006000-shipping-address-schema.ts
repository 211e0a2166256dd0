import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' address books. An address goes with its member (ON DELETE CASCADE: nothing to
 * keep once the member is gone). At most one base address per member, held by a partial
 * unique index; "at least one" and "at most 20" are the use cases', under the member's lock.
 */
export class ShippingAddressSchema1763800006000 implements MigrationInterface {
  name = 'ShippingAddressSchema1763800006000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE shipping_address (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        member_id integer NOT NULL CONSTRAINT shipping_address_member_id_fkey REFERENCES member (id) ON DELETE CASCADE,
        sname varchar(20) NOT NULL,
        recipient varchar(30) NOT NULL,
        phone varchar(11) NOT NULL,
        zip_code varchar(5) NOT NULL,
        address varchar(200) NOT NULL,
        adr_detail varchar(100) NOT NULL,
        base_address boolean NOT NULL DEFAULT false,
        created timestamptz NOT NULL,
        updated timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX shipping_address_member_idx ON shipping_address (member_id, created, id)`);
    await queryRunner.query(`CREATE UNIQUE INDEX shipping_address_one_base_key ON shipping_address (member_id) WHERE base_address`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE shipping_address`);
  }
}
