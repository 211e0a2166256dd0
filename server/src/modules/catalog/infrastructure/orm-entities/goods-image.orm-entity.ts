import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { GoodsOrmEntity } from './goods.orm-entity';

@Entity({ name: 'goods_image' })
@Index('goods_image_goods_idx', ['goodsId', 'position', 'id'])
@Index('goods_image_unfinished_idx', ['goodsId'], { where: `status <> 'READY'` })
@Check('goods_image_role_known', `role IN ('THUMB', 'EXTRA')`)
@Check('goods_image_status_known', `status IN ('PROCESSING', 'READY', 'FAILED')`)
@Check('goods_image_failure_reason', `(status = 'FAILED') = (failure_reason IS NOT NULL)`)
export class GoodsImageOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'goods_id', type: 'bigint' })
  @ForeignKey(() => GoodsOrmEntity, { name: 'goods_image_goods_id_fkey', onDelete: 'CASCADE' })
  goodsId: string;

  @Column({ type: 'varchar', length: 500 })
  src: string;

  @Column({ name: 'origin_name', type: 'varchar', length: 255 })
  originName: string;

  @Column({ type: 'integer', default: 0 })
  position: number;

  /** THUMB: the goods' thumbnail on its way (the goods row keeps the ready one); EXTRA: the product page's images. */
  @Column({ type: 'varchar', length: 5, default: 'EXTRA' })
  role: string;

  /** PROCESSING until the goods image job has drawn it, then READY or FAILED (domain/goods-image-status.ts). */
  @Column({ type: 'varchar', length: 10, default: 'READY' })
  status: string;

  /** Why the job could not draw it (a GoodsImageRejection), set exactly when FAILED. */
  @Column({ name: 'failure_reason', type: 'varchar', length: 30, nullable: true })
  failureReason: string | null;
}
