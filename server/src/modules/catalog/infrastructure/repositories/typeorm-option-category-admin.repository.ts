import { Injectable } from '@nestjs/common';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import { groupBy } from '../../../../shared/domain/group-by';
import type { OptionCategoryAdminRepositoryPort } from '../../application/ports/option-category-admin.repository.port';
import type { OptionCategory } from '../../domain/option-category';
import type { TextRule } from '../../../../shared/domain/personalisation-text';
import type { OptionCategoryDraft } from '../../domain/option-category-draft';
import { OPTION_ITEM_COLUMNS, toOptionCategory, toOptionItem, type OptionCategoryRow, type OptionItemRow } from '../mappers/goods-row.mapper';

/** A text rule as the option_item columns hold it (all null and false when the item asks no text). */
const textRuleParams = (rule: TextRule | null): [string | null, number | null, string | null, boolean] =>
  rule ? [rule.label, rule.maxLength, rule.charset, rule.upperCase] : [null, null, null, false];

/** Option categories and their items in PostgreSQL; joins the current unit of work. */
@Injectable()
export class TypeOrmOptionCategoryAdminRepository implements OptionCategoryAdminRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async list(limit?: number): Promise<OptionCategory[]> {
    const manager = await this.managers.forRead();
    // LIMIT NULL is no limit.
    const categories = await manager.query<OptionCategoryRow[]>(`SELECT id, category_name, require_yn FROM option_category ORDER BY id DESC LIMIT $1`, [limit ?? null]);
    return this.withItems(categories);
  }

  async find(id: number): Promise<OptionCategory | null> {
    const manager = await this.managers.forRead();
    const rows = await manager.query<OptionCategoryRow[]>(`SELECT id, category_name, require_yn FROM option_category WHERE id = $1`, [id]);
    return (await this.withItems(rows))[0] ?? null;
  }

  async lock(id: number): Promise<OptionCategory | null> {
    const manager = await this.managers.forWrite();
    const rows = await manager.query<OptionCategoryRow[]>(`SELECT id, category_name, require_yn FROM option_category WHERE id = $1 FOR UPDATE`, [id]);
    return (await this.withItems(rows))[0] ?? null;
  }

  async insert(draft: OptionCategoryDraft): Promise<number> {
    const manager = await this.managers.forWrite();
    const rows = await manager.query<{ id: string }[]>(`INSERT INTO option_category (category_name, require_yn) VALUES ($1, $2) RETURNING id`, [
      draft.categoryName,
      draft.requireYn,
    ]);
    const id = Number(rows[0].id);
    for (const [position, opt] of draft.opts.entries()) {
      await manager.query(
        `INSERT INTO option_item (option_category_id, opt_name, price, position, text_label, text_max_length, text_charset, text_upper)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, opt.optName, opt.price, position, ...textRuleParams(opt.text)],
      );
    }
    return id;
  }

  async replace(id: number, draft: OptionCategoryDraft, now: Date): Promise<void> {
    const manager = await this.managers.forWrite();
    await manager.query(`UPDATE option_category SET category_name = $2, require_yn = $3 WHERE id = $1`, [id, draft.categoryName, draft.requireYn]);
    const current = await manager.query<{ id: string; opt_name: string }[]>(
      `SELECT id, opt_name FROM option_item WHERE option_category_id = $1 AND retired_at IS NULL`,
      [id],
    );
    const kept = new Map(current.map((row) => [row.opt_name, row.id]));
    const wanted = new Set(draft.opts.map((opt) => opt.optName));
    const retired = current.filter((row) => !wanted.has(row.opt_name)).map((row) => row.id);
    if (retired.length > 0) await manager.query(`UPDATE option_item SET retired_at = $2 WHERE id = ANY($1::bigint[])`, [retired, now]);
    for (const [position, opt] of draft.opts.entries()) {
      const itemId = kept.get(opt.optName);
      if (itemId) {
        await manager.query(
          `UPDATE option_item SET price = $2, position = $3, text_label = $4, text_max_length = $5, text_charset = $6, text_upper = $7 WHERE id = $1`,
          [itemId, opt.price, position, ...textRuleParams(opt.text)],
        );
      } else {
        await manager.query(
          `INSERT INTO option_item (option_category_id, opt_name, price, position, text_label, text_max_length, text_charset, text_upper)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id, opt.optName, opt.price, position, ...textRuleParams(opt.text)],
        );
      }
    }
  }

  async existing(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const manager = await this.managers.forRead();
    const rows = await manager.query<{ id: string }[]>(`SELECT id FROM option_category WHERE id = ANY($1::bigint[])`, [ids.map(String)]);
    return rows.map((row) => Number(row.id));
  }

  private async withItems(categories: OptionCategoryRow[]): Promise<OptionCategory[]> {
    if (categories.length === 0) return [];
    const manager = await this.managers.forRead();
    const items = await manager.query<OptionItemRow[]>(
      `SELECT ${OPTION_ITEM_COLUMNS} FROM option_item
       WHERE option_category_id = ANY($1::bigint[]) AND retired_at IS NULL ORDER BY position, id`,
      [categories.map((category) => category.id)],
    );
    const itemsOf = groupBy(items, (item) => item.option_category_id);
    return categories.map((category) => toOptionCategory(category, (itemsOf.get(category.id) ?? []).map(toOptionItem)));
  }
}
