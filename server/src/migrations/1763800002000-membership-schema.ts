import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members (e-mail unique in lower case, argon2id hashes, each consent with its time),
 * their sessions (the JWT's jti, revocable), the login attempts the slow-down counts,
 * and the OAuth states of Naver logins in progress.
 */
export class MembershipSchema1763800002000 implements MigrationInterface {
  name = 'MembershipSchema1763800002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email varchar(254) NOT NULL,
        password_hash varchar(255) NULL,
        name varchar(50) NOT NULL,
        phone varchar(11) NULL,
        birth date NULL,
        sex smallint NULL CONSTRAINT member_sex_known CHECK (sex IN (1, 2)),
        point integer NOT NULL DEFAULT 0 CONSTRAINT member_point_not_negative CHECK (point >= 0),
        age_consented_at timestamptz NULL,
        terms_consented_at timestamptz NULL,
        privacy_consented_at timestamptz NULL,
        marketing_consented_at timestamptz NULL,
        news_consented_at timestamptz NULL,
        naver_id varchar(100) NULL CONSTRAINT member_naver_id_key UNIQUE,
        must_change_password boolean NOT NULL DEFAULT false,
        password_changed_at timestamptz NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX member_email_lower_key ON member (lower(email))`);
    await queryRunner.query(`CREATE INDEX member_phone_idx ON member (phone)`);

    await queryRunner.query(`
      CREATE TABLE member_session (
        id uuid PRIMARY KEY,
        member_id integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NULL,
        password_verified_at timestamptz NULL,
        ip varchar(64) NOT NULL,
        user_agent varchar(255) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX member_session_member_idx ON member_session (member_id)`);

    await queryRunner.query(`
      CREATE TABLE login_attempt (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email_key varchar(254) NOT NULL,
        ip varchar(64) NOT NULL,
        succeeded boolean NOT NULL,
        attempted_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX login_attempt_email_idx ON login_attempt (email_key, attempted_at)`);
    await queryRunner.query(`CREATE INDEX login_attempt_ip_idx ON login_attempt (ip, attempted_at)`);

    await queryRunner.query(`
      CREATE TABLE social_login_state (
        state_digest varchar(64) PRIMARY KEY,
        provider varchar(20) NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        exchanged_at timestamptz NULL,
        access_token_digest varchar(64) NULL,
        completed_at timestamptz NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE social_login_state`);
    await queryRunner.query(`DROP TABLE login_attempt`);
    await queryRunner.query(`DROP TABLE member_session`);
    await queryRunner.query(`DROP TABLE member`);
  }
}
