import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's member search by phone digits (`phone LIKE '%4048%'`) had no index it could use (member_phone_idx is a
 * btree, for the whole number), so the OR with the name and e-mail fell back to the whole member table: 59,500 rows
 * read for a page at 100,000 members. A trigram index on the phone joins the name and e-mail's in a BitmapOr
 * (docs/decisions.md, "How reads grow with the shop").
 */
export class MemberPhoneSearch1790000240000 implements MigrationInterface {
  name = 'MemberPhoneSearch1790000240000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX member_phone_trgm_idx ON member USING gin (phone gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX member_phone_trgm_idx`);
  }
}
