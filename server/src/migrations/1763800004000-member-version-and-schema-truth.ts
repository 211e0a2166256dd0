import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member row's optimistic lock (version, bumped by every update), and the schema
 * brought in line with the ORM entities, so TypeORM's schema diff against a migrated
 * database is empty (test/contract/schema-truth.contract-spec.ts).
 */
export class MemberVersionAndSchemaTruth1763800004000 implements MigrationInterface {
  name = 'MemberVersionAndSchemaTruth1763800004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE member ADD COLUMN version integer NOT NULL DEFAULT 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE member DROP COLUMN version`);
  }
}
