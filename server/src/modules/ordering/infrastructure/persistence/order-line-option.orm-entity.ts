import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OrderLineOrmEntity } from './order-line.orm-entity';

/** A chosen option of one line, its names and price copied when ordered. */
@Entity('order_line_option')
@Check('order_line_option_price_not_negative', 'price >= 0')
@Check('order_line_option_text_has_rule', 'text IS NULL OR text_rule IS NOT NULL')
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

  /** The personalisation text as it will be engraved (null when the option asks none). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  text!: string | null;

  /** A copy of the rule the text was checked by ({ label, maxLength, charset, upperCase }). */
  @Column({ name: 'text_rule', type: 'jsonb', nullable: true })
  textRule!: { label: string; maxLength: number; charset: string; upperCase: boolean } | null;
}
