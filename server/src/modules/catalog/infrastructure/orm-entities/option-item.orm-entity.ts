import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OptionCategoryOrmEntity } from './option-category.orm-entity';

@Entity({ name: 'option_item' })
@Check('option_item_price_not_negative', 'price >= 0')
@Index('option_item_category_idx', ['optionCategoryId', 'position', 'id'])
export class OptionItemOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'option_category_id', type: 'bigint' })
  @ForeignKey(() => OptionCategoryOrmEntity, { name: 'option_item_option_category_id_fkey', onDelete: 'CASCADE' })
  optionCategoryId: string;

  @Column({ name: 'opt_name', type: 'varchar', length: 100 })
  optName: string;

  @Column({ type: 'integer', default: 0 })
  price: number;

  @Column({ type: 'integer', default: 0 })
  position: number;

  /** Set when an edit of its category dropped it; kept for carts that still name it, never offered again. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;
}
