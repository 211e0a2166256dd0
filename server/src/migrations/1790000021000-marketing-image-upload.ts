import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Banner and popup images uploaded from the console: each upload is recorded, so housekeeping can delete the files
 * no banner or popup uses a day after their upload (never saved, or replaced by a later image, or their popup deleted).
 */
export class MarketingImageUpload1790000021000 implements MigrationInterface {
  name = 'MarketingImageUpload1790000021000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE marketing_image_upload (
        storage_key varchar(200) PRIMARY KEY,
        url varchar(500) NOT NULL,
        uploaded_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX marketing_image_upload_uploaded_at_idx ON marketing_image_upload (uploaded_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE marketing_image_upload`);
  }
}
