import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { GoodsOrmEntity } from './goods.orm-entity';
import { OptionCategoryOrmEntity } from './option-category.orm-entity';

/** Which option categories a goods item offers, in the order its page shows them. */
@Entity({ name: 'goods_option_category' })
@Unique('goods_option_category_once', ['goodsId', 'optionCategoryId'])
@Index('goods_option_category_goods_idx', ['goodsId', 'position'])
@Index('goods_option_category_option_idx', ['optionCategoryId'])
export class GoodsOptionCategoryOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'goods_id', type: 'bigint' })
  @ForeignKey(() => GoodsOrmEntity, { name: 'goods_option_category_goods_id_fkey', onDelete: 'CASCADE' })
  goodsId: string;

  @Column({ name: 'option_category_id', type: 'bigint' })
  @ForeignKey(() => OptionCategoryOrmEntity, { name: 'goods_option_category_option_category_id_fkey', onDelete: 'CASCADE' })
  optionCategoryId: string;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
