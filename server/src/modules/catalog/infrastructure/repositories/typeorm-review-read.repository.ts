import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '../../../../shared/domain/page';
import type { ReviewReadRepositoryPort } from '../../application/ports/review-read.repository.port';
import type { Review } from '../../domain/review';
import type { ReviewOrderField } from '../../domain/review-sort';
import type { OrderRule } from '../../domain/sort-order';
import { reviewColumns, toReview, type ReviewRow } from '../mappers/review-row.mapper';
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

  async findPageOfGoods(goodsId: number, order: readonly OrderRule<ReviewOrderField>[], page: PageRequest, viewerId: number | null): Promise<Page<Review>> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<ReviewRow[]>(
        `SELECT ${reviewColumns('$4')}
         FROM review r
         WHERE r.goods_id = $3
         ORDER BY ${orderByClause(order, REVIEW_ORDER_COLUMNS)}
         LIMIT $1 OFFSET $2::bigint * $1`,
        [page.size, page.page, goodsId, viewerId],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM review WHERE goods_id = $1`, [goodsId]),
    ]);
    return pageOf(rows.map(toReview), page, total);
  }
}
