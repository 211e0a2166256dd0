import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Which option categories a goods item offers, in the order its page shows them. */
@Entity({ name: 'goods_option_category' })
export class GoodsOptionCategoryOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'goods_id', type: 'bigint' })
  goodsId: string;

  @Column({ name: 'option_category_id', type: 'bigint' })
  optionCategoryId: string;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
