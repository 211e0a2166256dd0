import { Check, Column, Entity, ForeignKey, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { OrderOrmEntity } from './order.orm-entity';

/** One ordered goods item, its name and price copied when ordered. goods_id has no key: the goods may go, the order stays. */
@Entity('order_line')
@Unique('order_line_position_key', ['orderId', 'position'])
@Check('order_line_unit_price_not_negative', 'unit_price >= 0')
@Check('order_line_amount_positive', 'amount >= 1')
@Check('order_line_line_total_not_negative', 'line_total >= 0')
@Check('order_line_production_days', 'production_days_min BETWEEN 1 AND 30 AND production_days_max BETWEEN production_days_min AND 30')
export class OrderLineOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'order_id', type: 'bigint' })
  @ForeignKey(() => OrderOrmEntity, { name: 'order_line_order_id_fkey', onDelete: 'CASCADE' })
  orderId!: string;

  @Column({ type: 'smallint' })
  position!: number;

  @Column({ name: 'goods_id', type: 'bigint' })
  goodsId!: string;

  @Column({ name: 'goods_name', type: 'varchar', length: 200 })
  goodsName!: string;

  @Column({ name: 'thumb_src', type: 'varchar', length: 500 })
  thumbSrc!: string;

  @Column({ name: 'unit_price', type: 'integer' })
  unitPrice!: number;

  @Column({ type: 'integer' })
  amount!: number;

  @Column({ name: 'line_total', type: 'integer' })
  lineTotal!: number;

  /** The goods were made to order when ordered (migration 1790000023000). */
  @Column({ name: 'made_to_order', type: 'boolean', default: false })
  madeToOrder!: boolean;

  /** The goods' production days when ordered (migration 1790000060000): a copy, so a later change moves no order. */
  @Column({ name: 'production_days_min', type: 'smallint', default: 1 })
  productionDaysMin!: number;

  @Column({ name: 'production_days_max', type: 'smallint', default: 3 })
  productionDaysMax!: number;
}
