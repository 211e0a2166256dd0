import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What staff need to make exactly what was ordered, and the goods rules the checkout enforces:
 * - option_item.text_*: an option item may ask the shopper for a text (engraving) under a rule — a label, a
 *   maximum length, a named character set (shared/domain/personalisation-text.ts) and whether it is upper-cased.
 * - order_line_option.text and text_rule: the text as it will be engraved, and a copy of the rule it was checked
 *   by (the member's correction while PREPARING is checked by the same rule, whatever staff change later).
 * - goods.status (ON_SALE, SOLD_OUT, DRAFT) and goods.addon_only (sold only beside other goods, e.g. the bag).
 *   deleted_at (hidden) stays what it was: deleted goods are gone whatever their status.
 */
export class PersonalisationAndGoodsStatus1790000030000 implements MigrationInterface {
  name = 'PersonalisationAndGoodsStatus1790000030000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE option_item
        ADD COLUMN text_label varchar(30),
        ADD COLUMN text_max_length smallint,
        ADD COLUMN text_charset varchar(30),
        ADD COLUMN text_upper boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT option_item_text_rule_whole CHECK (
          (text_label IS NULL AND text_max_length IS NULL AND text_charset IS NULL)
          OR (text_label IS NOT NULL AND text_max_length BETWEEN 1 AND 20
              AND text_charset IN ('UPPER_LATIN', 'LATIN', 'LATIN_DIGITS', 'HANGUL_LATIN_DIGITS'))
        )`);
    await queryRunner.query(`
      ALTER TABLE order_line_option
        ADD COLUMN text varchar(40),
        ADD COLUMN text_rule jsonb,
        ADD CONSTRAINT order_line_option_text_has_rule CHECK (text IS NULL OR text_rule IS NOT NULL)`);
    await queryRunner.query(`
      ALTER TABLE goods
        ADD COLUMN status varchar(10) NOT NULL DEFAULT 'ON_SALE',
        ADD COLUMN addon_only boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT goods_status_known CHECK (status IN ('ON_SALE', 'SOLD_OUT', 'DRAFT'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE goods DROP CONSTRAINT goods_status_known, DROP COLUMN addon_only, DROP COLUMN status`);
    await queryRunner.query(`ALTER TABLE order_line_option DROP CONSTRAINT order_line_option_text_has_rule, DROP COLUMN text_rule, DROP COLUMN text`);
    await queryRunner.query(
      `ALTER TABLE option_item DROP CONSTRAINT option_item_text_rule_whole, DROP COLUMN text_upper, DROP COLUMN text_charset, DROP COLUMN text_max_length, DROP COLUMN text_label`,
    );
  }
}
