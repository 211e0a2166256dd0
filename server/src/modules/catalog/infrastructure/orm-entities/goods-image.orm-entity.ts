import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { GoodsOrmEntity } from './goods.orm-entity';

@Entity({ name: 'goods_image' })
@Index('goods_image_goods_idx', ['goodsId', 'position', 'id'])
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
}
