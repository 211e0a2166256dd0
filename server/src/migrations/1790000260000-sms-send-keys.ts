import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Texts sent by jobs carry an idempotency key, and Solapi has none on its send: the key and the Solapi message group
 * made for the text are kept here, so a job retried after a crash asks Solapi about that group instead of sending the
 * text twice (docs/decisions.md, "A text handed to Solapi once"). The outbox keeps its keys here too. Rows go after
 * 35 days (verification's retention), by the index on created_at.
 */
export class SmsSendKeys1790000260000 implements MigrationInterface {
  name = 'SmsSendKeys1790000260000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sms_send_key (
        idempotency_key varchar(200) PRIMARY KEY,
        solapi_group_id varchar(64),
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX sms_send_key_created_idx ON sms_send_key (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sms_send_key`);
  }
}
