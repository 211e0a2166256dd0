import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Goods images drawn by a job after the upload (issue 18): each goods_image row says whether it is the goods'
 * thumbnail or an extra image, and whether it is PROCESSING, READY or FAILED (with the reason). Every existing image
 * is READY, and every existing goods' thumbnail is ready. The storefront reads ready images only, and skips a goods
 * whose first thumbnail is not ready yet (goods.thumb_ready).
 */
export class GoodsImageProcessing1790000210000 implements MigrationInterface {
  name = 'GoodsImageProcessing1790000210000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE goods_image
        ADD COLUMN role varchar(5) NOT NULL DEFAULT 'EXTRA',
        ADD COLUMN status varchar(10) NOT NULL DEFAULT 'READY',
        ADD COLUMN failure_reason varchar(30),
        ADD CONSTRAINT goods_image_role_known CHECK (role IN ('THUMB', 'EXTRA')),
        ADD CONSTRAINT goods_image_status_known CHECK (status IN ('PROCESSING', 'READY', 'FAILED')),
        ADD CONSTRAINT goods_image_failure_reason CHECK ((status = 'FAILED') = (failure_reason IS NOT NULL))`);
    // The console's lists ask, per goods, for the images not ready: few rows, so a small partial index.
    await queryRunner.query(`CREATE INDEX goods_image_unfinished_idx ON goods_image (goods_id) WHERE status <> 'READY'`);
    await queryRunner.query(`ALTER TABLE goods ADD COLUMN thumb_ready boolean NOT NULL DEFAULT true`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE goods DROP COLUMN thumb_ready`);
    await queryRunner.query(`DROP INDEX goods_image_unfinished_idx`);
    await queryRunner.query(`DELETE FROM goods_image WHERE role = 'THUMB' OR status <> 'READY'`);
    await queryRunner.query(`
      ALTER TABLE goods_image
        DROP CONSTRAINT goods_image_failure_reason,
        DROP CONSTRAINT goods_image_status_known,
        DROP CONSTRAINT goods_image_role_known,
        DROP COLUMN failure_reason,
        DROP COLUMN status,
        DROP COLUMN role`);
  }
}
