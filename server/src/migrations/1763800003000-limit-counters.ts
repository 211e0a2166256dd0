import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counters for every counted limit (login failures, SMS sends, sign-up attempts): one row per rule and key,
 * taken and given back by single conditional statements (shared/infrastructure/limits/limit-counter-store.ts).
 * Rows hold e-mails and addresses, so housekeeping deletes them a day after their window opened.
 */
export class LimitCounters1763800003000 implements MigrationInterface {
  name = 'LimitCounters1763800003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE limit_counter (
        scope varchar(32) NOT NULL,
        key varchar(320) NOT NULL,
        window_started_at timestamptz NOT NULL,
        used integer NOT NULL CONSTRAINT limit_counter_used_not_negative CHECK (used >= 0),
        CONSTRAINT limit_counter_pkey PRIMARY KEY (scope, key)
      )`);
    await queryRunner.query(`CREATE INDEX limit_counter_window_idx ON limit_counter (window_started_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE limit_counter`);
  }
}
