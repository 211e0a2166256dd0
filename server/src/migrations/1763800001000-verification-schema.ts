import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Phone verification: the codes (only their keyed digests), the single-use tokens a
 * confirmed code yields, and the SMS outbox of the default adapter. The send limits
 * count rows of verification_code in time windows, hence the indexes on created_at.
 */
export class VerificationSchema1763800001000 implements MigrationInterface {
  name = 'VerificationSchema1763800001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE verification_code (
        id uuid PRIMARY KEY,
        phone varchar(11) NOT NULL,
        purpose varchar(20) NOT NULL CONSTRAINT verification_code_purpose_known CHECK (purpose IN ('sign-up', 'find-id', 'find-password')),
        code_hash varchar(128) NOT NULL,
        requester_ip varchar(64) NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        tries integer NOT NULL DEFAULT 0 CONSTRAINT verification_code_tries_not_negative CHECK (tries >= 0),
        confirmed_at timestamptz NULL,
        superseded_at timestamptz NULL
      )`);
    await queryRunner.query(`CREATE INDEX verification_code_phone_created_idx ON verification_code (phone, created_at)`);
    await queryRunner.query(`CREATE INDEX verification_code_ip_created_idx ON verification_code (requester_ip, created_at)`);
    await queryRunner.query(`CREATE INDEX verification_code_created_idx ON verification_code (created_at)`);

    await queryRunner.query(`
      CREATE TABLE verification_token (
        id uuid PRIMARY KEY,
        token_hash varchar(128) NOT NULL CONSTRAINT verification_token_hash_key UNIQUE,
        phone varchar(11) NOT NULL,
        purpose varchar(20) NOT NULL CONSTRAINT verification_token_purpose_known CHECK (purpose IN ('sign-up', 'find-id', 'find-password')),
        name varchar(50) NULL,
        birth date NULL,
        assurance varchar(20) NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz NULL
      )`);

    await queryRunner.query(`
      CREATE TABLE sms_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        recipient varchar(11) NOT NULL,
        sender varchar(12) NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX sms_outbox_recipient_idx ON sms_outbox (recipient, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sms_outbox`);
    await queryRunner.query(`DROP TABLE verification_token`);
    await queryRunner.query(`DROP TABLE verification_code`);
  }
}
