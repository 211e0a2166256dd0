import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_PURPOSES = `'sign-up', 'find-id', 'find-password'`;
const NEW_PURPOSES = `'sign-up', 'find-id', 'find-password', 'withdraw', 'restore-dormant'`;

/**
 * Withdrawal and dormancy (docs/decisions.md, "Withdrawal and dormant members"): the member's standing
 * (active, withdrawn, dormant) with its dates, the last login the dormancy counts from, and `member_dormant`,
 * where a dormant member's personal data waits apart from the live table until a verified login brings it back.
 * Verification learns two purposes: a Naver member's code for withdrawal, and a dormant member's restoration.
 */
export class MemberWithdrawalDormancy1763800012000 implements MigrationInterface {
  name = 'MemberWithdrawalDormancy1763800012000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE member
        ADD COLUMN standing varchar(10) NOT NULL DEFAULT 'active' CONSTRAINT member_standing_known CHECK (standing IN ('active', 'withdrawn', 'dormant')),
        ADD COLUMN withdrawn_at timestamptz NULL,
        ADD COLUMN anonymised_at timestamptz NULL,
        ADD COLUMN last_login_at timestamptz NULL,
        ADD COLUMN dormant_since timestamptz NULL,
        ADD COLUMN dormancy_noticed_at timestamptz NULL`);
    // Members who logged in before this column existed: their newest session is their last login.
    await queryRunner.query(`
      UPDATE member SET last_login_at = latest.created_at
      FROM (SELECT member_id, max(created_at) AS created_at FROM member_session GROUP BY member_id) latest
      WHERE latest.member_id = member.id`);
    await queryRunner.query(`CREATE INDEX member_standing_idx ON member (standing, last_login_at)`);

    await queryRunner.query(`
      CREATE TABLE member_dormant (
        member_id integer PRIMARY KEY CONSTRAINT member_dormant_member_id_fkey REFERENCES member (id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        password_hash varchar(255) NULL,
        name varchar(50) NOT NULL,
        phone varchar(11) NULL,
        birth date NULL,
        sex smallint NULL,
        age_consented_at timestamptz NULL,
        terms_consented_at timestamptz NULL,
        privacy_consented_at timestamptz NULL,
        marketing_consented_at timestamptz NULL,
        news_consented_at timestamptz NULL,
        naver_id varchar(100) NULL CONSTRAINT member_dormant_naver_id_key UNIQUE,
        moved_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX member_dormant_email_lower_key ON member_dormant (lower(email))`);

    for (const table of ['verification_code', 'verification_token']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_purpose_known`);
      await queryRunner.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_purpose_known CHECK (purpose IN (${NEW_PURPOSES}))`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['verification_code', 'verification_token']) {
      await queryRunner.query(`DELETE FROM ${table} WHERE purpose IN ('withdraw', 'restore-dormant')`);
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_purpose_known`);
      await queryRunner.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_purpose_known CHECK (purpose IN (${OLD_PURPOSES}))`);
    }
    await queryRunner.query(`DROP TABLE member_dormant`);
    await queryRunner.query(`DROP INDEX member_standing_idx`);
    await queryRunner.query(`
      ALTER TABLE member DROP COLUMN standing, DROP COLUMN withdrawn_at, DROP COLUMN anonymised_at, DROP COLUMN last_login_at,
        DROP COLUMN dormant_since, DROP COLUMN dormancy_noticed_at`);
  }
}
