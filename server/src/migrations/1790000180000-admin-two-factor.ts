import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in for console accounts (TOTP, RFC 6238): the account's secret, encrypted with TWO_FACTOR_KEY, and
 * when it was confirmed by a first code (null: set up, waiting for it); the last time step used, so a code is never
 * accepted twice; ten single-use recovery codes, kept as SHA-256 digests; and the back office's settings (the owner's
 * "two-factor for everyone").
 */
export class AdminTwoFactor1790000180000 implements MigrationInterface {
  name = 'AdminTwoFactor1790000180000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_two_factor (
        admin_id integer PRIMARY KEY CONSTRAINT admin_two_factor_admin_id_fkey REFERENCES admin_account (id) ON DELETE CASCADE,
        secret text NOT NULL,
        confirmed_at timestamptz NULL,
        last_step integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE admin_recovery_code (
        id serial PRIMARY KEY,
        admin_id integer NOT NULL CONSTRAINT admin_recovery_code_admin_id_fkey REFERENCES admin_account (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz NULL,
        CONSTRAINT admin_recovery_code_unique UNIQUE (admin_id, code_hash)
      )`);
    await queryRunner.query(`
      CREATE TABLE backoffice_setting (
        key varchar(64) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE backoffice_setting`);
    await queryRunner.query(`DROP TABLE admin_recovery_code`);
    await queryRunner.query(`DROP TABLE admin_two_factor`);
  }
}
