import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office: staff accounts (owner or staff, never a member), their sessions, integrators' API tokens (only a
 * hash is kept), the audit log of every change staff make, and the access log of every look at personal data that
 * the personal-information safeguards require (who, when, from where, whose data, what).
 */
export class BackofficeSchema1763800016000 implements MigrationInterface {
  name = 'BackofficeSchema1763800016000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_account (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        email_key varchar(254) NOT NULL,
        admin_name varchar(50) NOT NULL,
        password_hash varchar(255) NOT NULL,
        role varchar(10) NOT NULL,
        use_yn char(1) NOT NULL DEFAULT 'Y',
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT admin_account_email_key_unique UNIQUE (email_key),
        CONSTRAINT admin_account_role CHECK (role IN ('owner', 'staff')),
        CONSTRAINT admin_account_use_yn CHECK (use_yn IN ('Y', 'N'))
      )`);
    await queryRunner.query(`
      CREATE TABLE admin_session (
        id uuid PRIMARY KEY,
        admin_id integer NOT NULL CONSTRAINT admin_session_admin_id_fkey REFERENCES admin_account (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NULL,
        ip varchar(64) NOT NULL,
        user_agent varchar(255) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX admin_session_admin_idx ON admin_session (admin_id)`);
    await queryRunner.query(`
      CREATE TABLE api_token (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        token_hash char(64) NOT NULL,
        token_prefix varchar(16) NOT NULL,
        scopes text[] NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NULL,
        created_by integer NOT NULL CONSTRAINT api_token_created_by_fkey REFERENCES admin_account (id),
        created_at timestamptz NOT NULL,
        last_used_at timestamptz NULL,
        CONSTRAINT api_token_hash_unique UNIQUE (token_hash),
        CONSTRAINT api_token_scopes CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['catalog:read', 'orders:read', 'orders:write']::text[])
      )`);
    await queryRunner.query(`
      CREATE TABLE admin_audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        admin_id integer NULL,
        actor varchar(254) NOT NULL,
        action varchar(60) NOT NULL,
        target_type varchar(40) NOT NULL,
        target_id varchar(60) NULL,
        before jsonb NULL,
        after jsonb NULL,
        ip varchar(64) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX admin_audit_log_at_idx ON admin_audit_log (at, id)`);
    await queryRunner.query(`
      CREATE TABLE personal_data_access_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        admin_id integer NULL,
        actor varchar(254) NOT NULL,
        ip varchar(64) NOT NULL,
        subject_type varchar(20) NOT NULL,
        subject_id varchar(60) NULL,
        purpose varchar(60) NOT NULL,
        fields text[] NOT NULL,
        CONSTRAINT personal_data_access_log_subject_type CHECK (subject_type IN ('member', 'order'))
      )`);
    await queryRunner.query(`CREATE INDEX personal_data_access_log_at_idx ON personal_data_access_log (at, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE personal_data_access_log`);
    await queryRunner.query(`DROP TABLE admin_audit_log`);
    await queryRunner.query(`DROP TABLE api_token`);
    await queryRunner.query(`DROP TABLE admin_session`);
    await queryRunner.query(`DROP TABLE admin_account`);
  }
}
