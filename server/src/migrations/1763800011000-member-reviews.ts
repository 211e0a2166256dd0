import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews written by members who received the goods: a review belongs to one order line (order, goods), at most
 * one per line (a unique index: two parallel posts make one review); its photos (up to 3, kept by the file
 * storage under a key); helpful votes, one per member and review (the count on review is kept in the same
 * transaction as the vote row). Points a review earns are a ledger row of kind 'review', once per line.
 * The demo reviews keep order_id NULL.
 */
export class MemberReviews1763800011000 implements MigrationInterface {
  name = 'MemberReviews1763800011000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE review ADD COLUMN order_id bigint NULL`);
    await queryRunner.query(`ALTER TABLE review ADD COLUMN updated timestamptz NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX review_order_goods_key ON review (order_id, goods_id) WHERE order_id IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE review_photo (
        review_id bigint NOT NULL CONSTRAINT review_photo_review_id_fkey REFERENCES review (id) ON DELETE CASCADE,
        position smallint NOT NULL CONSTRAINT review_photo_position_range CHECK (position BETWEEN 0 AND 2),
        storage_key varchar(200) NOT NULL,
        CONSTRAINT review_photo_pkey PRIMARY KEY (review_id, position)
      )`);

    await queryRunner.query(`
      CREATE TABLE review_vote (
        review_id bigint NOT NULL CONSTRAINT review_vote_review_id_fkey REFERENCES review (id) ON DELETE CASCADE,
        member_id integer NOT NULL CONSTRAINT review_vote_member_id_fkey REFERENCES member (id) ON DELETE CASCADE,
        created timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT review_vote_pkey PRIMARY KEY (review_id, member_id)
      )`);
    await queryRunner.query(`CREATE INDEX review_vote_member_idx ON review_vote (member_id)`);

    await queryRunner.query(`ALTER TABLE point_ledger ADD COLUMN goods_id bigint NULL`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_kind_known`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_kind_known CHECK (kind IN ('earn', 'use', 'return', 'adjust', 'review'))`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_review_line CHECK (kind <> 'review' OR goods_id IS NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX point_ledger_review_key ON point_ledger (order_id, goods_id) WHERE kind = 'review'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX point_ledger_review_key`);
    await queryRunner.query(`DELETE FROM point_ledger WHERE kind = 'review'`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_review_line`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_kind_known`);
    await queryRunner.query(`ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_kind_known CHECK (kind IN ('earn', 'use', 'return', 'adjust'))`);
    await queryRunner.query(`ALTER TABLE point_ledger DROP COLUMN goods_id`);
    await queryRunner.query(`DROP TABLE review_vote`);
    await queryRunner.query(`DROP TABLE review_photo`);
    await queryRunner.query(`DROP INDEX review_order_goods_key`);
    await queryRunner.query(`ALTER TABLE review DROP COLUMN updated`);
    await queryRunner.query(`ALTER TABLE review DROP COLUMN order_id`);
  }
}
