import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { GoodsOrmEntity } from './goods.orm-entity';

/** A goods item a member saved (찜): one row per member and goods (the primary key). */
@Entity({ name: 'wishlist' })
@Index('wishlist_goods_idx', ['goodsId'])
export class WishlistOrmEntity {
  @PrimaryColumn({ name: 'member_id', type: 'integer', primaryKeyConstraintName: 'wishlist_pkey' })
  @ForeignKey('member', { name: 'wishlist_member_id_fkey', onDelete: 'CASCADE' })
  memberId: number;

  @PrimaryColumn({ name: 'goods_id', type: 'bigint', primaryKeyConstraintName: 'wishlist_pkey' })
  @ForeignKey(() => GoodsOrmEntity, { name: 'wishlist_goods_id_fkey', onDelete: 'CASCADE' })
  goodsId: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created: Date;
}
