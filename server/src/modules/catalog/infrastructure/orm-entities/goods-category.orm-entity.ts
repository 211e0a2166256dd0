import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A goods item's membership of one category (1 bag, 2 wallet, 3 accessory, 4 best item). */
@Entity({ name: 'goods_category' })
export class GoodsCategoryOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'goods_id', type: 'bigint' })
  goodsId: string;

  @Column({ name: 'category_id', type: 'smallint' })
  categoryId: number;
}
