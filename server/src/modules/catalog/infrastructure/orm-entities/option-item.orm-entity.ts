import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OptionCategoryOrmEntity } from './option-category.orm-entity';

@Entity({ name: 'option_item' })
@Check('option_item_price_not_negative', 'price >= 0')
@Check(
  'option_item_text_rule_whole',
  `(text_label IS NULL AND text_max_length IS NULL AND text_charset IS NULL)
          OR (text_label IS NOT NULL AND text_max_length BETWEEN 1 AND 20
              AND text_charset IN ('UPPER_LATIN', 'LATIN', 'LATIN_DIGITS', 'HANGUL_LATIN_DIGITS'))`,
)
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

  /** Set when the item asks the shopper for a text (engraving); the rest of the rule goes with it. */
  @Column({ name: 'text_label', type: 'varchar', length: 30, nullable: true })
  textLabel: string | null;

  @Column({ name: 'text_max_length', type: 'smallint', nullable: true })
  textMaxLength: number | null;

  @Column({ name: 'text_charset', type: 'varchar', length: 30, nullable: true })
  textCharset: string | null;

  @Column({ name: 'text_upper', type: 'boolean', default: false })
  textUpper: boolean;
}
