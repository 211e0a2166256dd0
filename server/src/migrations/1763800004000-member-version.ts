import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member row's optimistic lock: `version`, bumped by every update, which is refused
 * when the row moved on since it was read (docs/decisions.md, "One unit of work per use case").
 */
export class MemberVersion1763800004000 implements MigrationInterface {
  name = 'MemberVersion1763800004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE member ADD COLUMN version integer NOT NULL DEFAULT 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE member DROP COLUMN version`);
  }
}
