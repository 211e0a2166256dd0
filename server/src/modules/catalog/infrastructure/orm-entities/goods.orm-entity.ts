import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Ids are PostgreSQL bigint, which node-postgres reads as strings; mappers turn them into numbers. */
@Entity({ name: 'goods' })
export class GoodsOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'goods_name', type: 'varchar', length: 200 })
  goodsName: string;

  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'text', default: '' })
  contents: string;

  @Column({ name: 'thumb_src', type: 'varchar', length: 500 })
  thumbSrc: string;

  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created: Date;

  /** Set when the back office deletes the goods item; every read skips such rows. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
