import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Ids are PostgreSQL bigint, which node-postgres reads as strings; mappers turn them into numbers. */
@Entity({ name: 'goods' })
@Check('goods_price_not_negative', 'price >= 0')
@Check('goods_status_known', `status IN ('DRAFT', 'ON_SALE', 'SOLD_OUT', 'HIDDEN')`)
@Check('goods_production_days', 'production_days_min BETWEEN 1 AND 30 AND production_days_max BETWEEN production_days_min AND 30')
// The list orders over goods not deleted (partial indexes; created DESC, id DESC in the migration).
@Index('goods_display_order_idx', ['displayOrder', 'id'], { where: 'deleted_at IS NULL' })
@Index('goods_price_idx', ['price', 'id'], { where: 'deleted_at IS NULL' })
@Index('goods_created_idx', ['created', 'id'], { where: 'deleted_at IS NULL' })
// Search: trigram indexes (gin_trgm_ops, made by the migration).
@Index('goods_name_trgm_idx', ['goodsName'], { type: 'gin' })
@Index('goods_contents_trgm_idx', ['contents'], { type: 'gin' })
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

  /** False while a new goods item's first thumbnail is drawn (or failed): the storefront skips the goods meanwhile. */
  @Column({ name: 'thumb_ready', type: 'boolean', default: true })
  thumbReady: boolean;

  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder: number;

  /** Made to order: the checkout asks for the consent that limits change-of-mind returns. */
  @Column({ name: 'made_to_order', type: 'boolean', default: true })
  madeToOrder: boolean;

  /** DRAFT (임시저장), ON_SALE, SOLD_OUT (listed as 품절, not sold) or HIDDEN (숨김); DRAFT and HIDDEN are staff only. */
  @Column({ type: 'varchar', length: 10, default: 'ON_SALE' })
  status: string;

  /** Sold only beside other goods (the shopping bag): an order of such goods alone is refused. */
  @Column({ name: 'addon_only', type: 'boolean', default: false })
  addonOnly: boolean;
  /** Production days, Korean business days (migration 1790000060000): staff set them in the goods form. */
  @Column({ name: 'production_days_min', type: 'smallint', default: 1 })
  productionDaysMin: number;

  @Column({ name: 'production_days_max', type: 'smallint', default: 3 })
  productionDaysMax: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created: Date;

  /** Set when the back office deletes the goods item; every read skips such rows. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
