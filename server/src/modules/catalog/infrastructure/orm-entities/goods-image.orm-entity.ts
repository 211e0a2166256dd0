import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'goods_image' })
export class GoodsImageOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'goods_id', type: 'bigint' })
  goodsId: string;

  @Column({ type: 'varchar', length: 500 })
  src: string;

  @Column({ name: 'origin_name', type: 'varchar', length: 255 })
  originName: string;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
