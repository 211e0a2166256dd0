import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every goods list, search page and detail adds each goods item's review count and average score (a LATERAL count and
 * avg over its reviews). With the score beside the goods' review index those come from the index alone: a catalog page
 * of 20 goods read 453 buffers of review rows at 10,000 reviews, 43 now (docs/decisions.md, "How reads grow with the
 * shop"). The score goes last, so the review pages' newest-first order keeps its index.
 */
export class ReviewFiguresFromIndex1790000250000 implements MigrationInterface {
  name = 'ReviewFiguresFromIndex1790000250000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX review_goods_created_idx`);
    await queryRunner.query(`CREATE INDEX review_goods_created_idx ON review (goods_id, created DESC, id DESC, score)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX review_goods_created_idx`);
    await queryRunner.query(`CREATE INDEX review_goods_created_idx ON review (goods_id, created DESC, id DESC)`);
  }
}
