import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { GoodsOrmEntity } from './goods.orm-entity';

/** A goods item's membership of one category (1 bag, 2 wallet, 3 accessory, 4 best item). */
@Entity({ name: 'goods_category' })
@Check('goods_category_known', 'category_id BETWEEN 1 AND 4')
@Unique('goods_category_once', ['goodsId', 'categoryId'])
@Index('goods_category_category_idx', ['categoryId', 'goodsId'])
export class GoodsCategoryOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'goods_id', type: 'bigint' })
  @ForeignKey(() => GoodsOrmEntity, { name: 'goods_category_goods_id_fkey', onDelete: 'CASCADE' })
  goodsId: string;

  @Column({ name: 'category_id', type: 'smallint' })
  categoryId: number;
}
