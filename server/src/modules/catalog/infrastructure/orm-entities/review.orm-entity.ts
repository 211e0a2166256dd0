import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'review' })
export class ReviewOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'goods_id', type: 'bigint' })
  goodsId: string;

  /** The membership context's member; no foreign key until that table exists. Demo reviews have none. */
  @Column({ name: 'member_id', type: 'bigint', nullable: true })
  memberId: string | null;

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
}
