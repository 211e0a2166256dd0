import { Injectable } from '@nestjs/common';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { NewReview, ReviewWriteRepositoryPort } from '../../application/ports/review-write.repository.port';
import type { Review, ReviewScore } from '../../domain/review';
import { REVIEW_COLUMNS, toReview, type ReviewRow } from '../mappers/review-row.mapper';

/** Members' reviews, their photos and votes in PostgreSQL; joins the current unit of work (CurrentEntityManager). */
@Injectable()
export class TypeOrmReviewWriteRepository implements ReviewWriteRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async insert(review: NewReview): Promise<number | null> {
    const manager = await this.managers.forWrite();
    // The partial unique index on (order_id, goods_id) decides between parallel posts: the loser inserts nothing.
    const rows = (await manager.query(
      `INSERT INTO review (goods_id, order_id, member_id, author_name, score, contents, created)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (order_id, goods_id) WHERE order_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [review.goodsId, review.orderId, review.memberId, review.authorName, review.score, review.contents, review.created],
    )) as { id: string }[];
    if (rows.length === 0) return null;
    const id = Number(rows[0].id);
    await this.insertPhotos(id, review.photoKeys);
    return id;
  }

  async findOwn(memberId: number, reviewId: number): Promise<Review | null> {
    return this.one(`WHERE r.id = $2 AND r.member_id = $1`, [memberId, reviewId], false);
  }

  async findOwnByLine(memberId: number, orderId: number, goodsId: number): Promise<Review | null> {
    return this.one(`WHERE r.member_id = $1 AND r.order_id = $2 AND r.goods_id = $3`, [memberId, orderId, goodsId], false);
  }

  async lockOwn(memberId: number, reviewId: number): Promise<Review | null> {
    return this.one(`WHERE r.id = $2 AND r.member_id = $1 FOR UPDATE OF r`, [memberId, reviewId], true);
  }

  async update(reviewId: number, change: { score: ReviewScore; contents: string; photoKeys: string[]; updated: Date }): Promise<void> {
    const manager = await this.managers.forWrite();
    await manager.query(`UPDATE review SET score = $2, contents = $3, updated = $4 WHERE id = $1`, [reviewId, change.score, change.contents, change.updated]);
    await manager.query(`DELETE FROM review_photo WHERE review_id = $1`, [reviewId]);
    await this.insertPhotos(reviewId, change.photoKeys);
  }

  async delete(reviewId: number): Promise<void> {
    await (await this.managers.forWrite()).query(`DELETE FROM review WHERE id = $1`, [reviewId]);
  }

  async authorOf(reviewId: number): Promise<{ memberId: number | null } | undefined> {
    const rows = (await (await this.managers.forRead()).query(`SELECT member_id FROM review WHERE id = $1`, [reviewId])) as { member_id: string | null }[];
    return rows[0] ? { memberId: rows[0].member_id === null ? null : Number(rows[0].member_id) } : undefined;
  }

  async addVote(reviewId: number, memberId: number, now: Date): Promise<boolean> {
    const manager = await this.managers.forWrite();
    const voted = (await manager.query(
      `INSERT INTO review_vote (review_id, member_id, created) VALUES ($1, $2, $3) ON CONFLICT (review_id, member_id) DO NOTHING RETURNING review_id`,
      [reviewId, memberId, now],
    )) as unknown[];
    if (voted.length === 0) return false;
    // An increment in place (never read-then-write), in the vote's transaction: the count always equals the rows.
    await manager.query(`UPDATE review SET recommend_count = recommend_count + 1 WHERE id = $1`, [reviewId]);
    return true;
  }

  private async insertPhotos(reviewId: number, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await (await this.managers.forWrite()).query(
      `INSERT INTO review_photo (review_id, position, storage_key) SELECT $1, ordinality - 1, key FROM unnest($2::text[]) WITH ORDINALITY AS t(key, ordinality)`,
      [reviewId, keys],
    );
  }

  private async one(where: string, params: unknown[], forWrite: boolean): Promise<Review | null> {
    const manager = forWrite ? await this.managers.forWrite() : await this.managers.forRead();
    const rows = (await manager.query(`SELECT ${REVIEW_COLUMNS} FROM review r ${where}`, params)) as ReviewRow[];
    return rows[0] ? toReview(rows[0]) : null;
  }
}
