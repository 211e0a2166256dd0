import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The access log learns the subject type 'staff': exports of admin accounts and of the logs themselves. */
export class AccessLogStaffSubject1790000022000 implements MigrationInterface {
  name = 'AccessLogStaffSubject1790000022000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE personal_data_access_log DROP CONSTRAINT personal_data_access_log_subject_type`);
    await queryRunner.query(
      `ALTER TABLE personal_data_access_log ADD CONSTRAINT personal_data_access_log_subject_type CHECK (subject_type IN ('member', 'order', 'staff'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE personal_data_access_log SET subject_type = 'member' WHERE subject_type = 'staff'`);
    await queryRunner.query(`ALTER TABLE personal_data_access_log DROP CONSTRAINT personal_data_access_log_subject_type`);
    await queryRunner.query(`ALTER TABLE personal_data_access_log ADD CONSTRAINT personal_data_access_log_subject_type CHECK (subject_type IN ('member', 'order'))`);
  }
}
