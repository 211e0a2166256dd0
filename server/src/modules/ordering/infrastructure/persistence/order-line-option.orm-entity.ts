import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OrderLineOrmEntity } from './order-line.orm-entity';

/** A chosen option of one line, its names and price copied when ordered. */
@Entity('order_line_option')
@Check('order_line_option_price_not_negative', 'price >= 0')
@Index('order_line_option_line_idx', ['orderLineId'])
export class OrderLineOptionOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'order_line_id', type: 'bigint' })
  @ForeignKey(() => OrderLineOrmEntity, { name: 'order_line_option_order_line_id_fkey', onDelete: 'CASCADE' })
  orderLineId!: string;

  @Column({ name: 'option_item_id', type: 'bigint' })
  optionItemId!: string;

  @Column({ name: 'category_name', type: 'varchar', length: 100 })
  categoryName!: string;

  @Column({ name: 'opt_name', type: 'varchar', length: 100 })
  optName!: string;

  @Column({ type: 'integer' })
  price!: number;
}
