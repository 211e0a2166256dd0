import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The members' wishlists (찜, the catalog's): one row per member and goods item (the primary key, so two parallel
 * adds of the same goods leave one row), when it was saved. A member's rows go with the member's withdrawal
 * (catalog's ForgetMemberWishlistService, called by membership) and with the row itself (ON DELETE CASCADE); a goods
 * item is only ever hidden (deleted_at), so its rows stay and My Page shows it as no longer sold.
 */
export class Wishlist1790000070000 implements MigrationInterface {
  name = 'Wishlist1790000070000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE wishlist (
        member_id integer NOT NULL CONSTRAINT wishlist_member_id_fkey REFERENCES member (id) ON DELETE CASCADE,
        goods_id bigint NOT NULL CONSTRAINT wishlist_goods_id_fkey REFERENCES goods (id) ON DELETE CASCADE,
        created timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT wishlist_pkey PRIMARY KEY (member_id, goods_id)
      )`);
    await queryRunner.query(`CREATE INDEX wishlist_goods_idx ON wishlist (goods_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE wishlist`);
  }
}
