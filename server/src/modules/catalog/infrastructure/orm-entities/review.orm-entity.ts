import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { GoodsOrmEntity } from './goods.orm-entity';

@Entity({ name: 'review' })
@Check('review_score_range', 'score BETWEEN 1 AND 5')
@Check('review_recommend_count_not_negative', 'recommend_count >= 0')
// created DESC, id DESC in the migration; the score last, so a goods item's review count and average come from the index
// alone (migration 1790000250000).
@Index('review_goods_created_idx', ['goodsId', 'created', 'id', 'score'])
@Index('review_member_idx', ['memberId'], { where: 'member_id IS NOT NULL' })
// One review per order line; the demo reviews have no order.
@Index('review_order_goods_key', ['orderId', 'goodsId'], { unique: true, where: 'order_id IS NOT NULL' })
export class ReviewOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'goods_id', type: 'bigint' })
  @ForeignKey(() => GoodsOrmEntity, { name: 'review_goods_id_fkey', onDelete: 'CASCADE' })
  goodsId: string;

  /** The membership context's member; no foreign key until that table exists. Demo reviews have none. */
  @Column({ name: 'member_id', type: 'bigint', nullable: true })
  memberId: string | null;

  /** The ordering context's order whose line this reviews; no foreign key across contexts. Demo reviews have none. */
  @Column({ name: 'order_id', type: 'bigint', nullable: true })
  orderId: string | null;

  /** The name as written, whole; responses mask it. */
  @Column({ name: 'author_name', type: 'varchar', length: 50 })
  authorName: string;

  @Column({ type: 'smallint' })
  score: number;

  @Column({ type: 'text' })
  contents: string;

  @Column({ name: 'recommend_count', type: 'integer', default: 0 })
  recommendCount: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created: Date;

  @Column({ type: 'timestamptz', nullable: true })
  updated: Date | null;
}
