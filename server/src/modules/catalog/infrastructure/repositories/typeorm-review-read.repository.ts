import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '../../../../shared/domain/page';
import type { ReviewReadRepositoryPort } from '../../application/ports/review-read.repository.port';
import type { Review, ReviewViewerRelations } from '../../domain/review';
import type { ReviewOrderField } from '../../domain/review-sort';
import type { OrderRule } from '../../domain/sort-order';
import { REVIEW_COLUMNS, toReview, type ReviewRow } from '../mappers/review-row.mapper';
import { orderByClause } from './sql-order';

export const REVIEW_ORDER_COLUMNS: Record<ReviewOrderField, string> = {
  created: 'r.created',
  recommendCount: 'r.recommend_count',
  score: 'r.score',
  id: 'r.id',
};

@Injectable()
export class TypeOrmReviewReadRepository implements ReviewReadRepositoryPort {
  constructor(private readonly dataSource: DataSource) {}

  async findPageOfGoods(goodsId: number, order: readonly OrderRule<ReviewOrderField>[], page: PageRequest): Promise<Page<Review>> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<ReviewRow[]>(
        `SELECT ${REVIEW_COLUMNS}
         FROM review r
         WHERE r.goods_id = $3
         ORDER BY ${orderByClause(order, REVIEW_ORDER_COLUMNS)}
         LIMIT $1 OFFSET $2::bigint * $1`,
        [page.size, page.page, goodsId],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM review WHERE goods_id = $1`, [goodsId]),
    ]);
    return pageOf(rows.map(toReview), page, total);
  }

  async findViewerRelations(goodsId: number, memberId: number): Promise<ReviewViewerRelations> {
    const [row] = await this.dataSource.query<{ written: string[]; voted: string[] }[]>(
      `SELECT ARRAY(SELECT r.id FROM review r WHERE r.goods_id = $1 AND r.member_id = $2 ORDER BY r.id) AS written,
              ARRAY(SELECT v.review_id FROM review_vote v JOIN review r ON r.id = v.review_id
                     WHERE r.goods_id = $1 AND v.member_id = $2 ORDER BY v.review_id) AS voted`,
      [goodsId, memberId],
    );
    return { written: row.written.map(Number), voted: row.voted.map(Number) };
  }
}
