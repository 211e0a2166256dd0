/* The back office's option categories in memory, with the SQL store's rules: an edit keeps the row of a name that stays and retires the others, never deleting them. */
import type { OptionCategory, OptionItem } from '../../domain/option-category';
import type { OptionCategoryDraft } from '../../domain/option-category-draft';
import type { OptionCategoryAdminRepositoryPort } from '../ports/option-category-admin.repository.port';

export class InMemoryOptionCategories implements OptionCategoryAdminRepositoryPort {
  readonly rows: OptionCategory[] = [];
  /** Options an edit dropped, with their category and when. */
  readonly retired: Array<OptionItem & { categoryId: number; retiredAt: Date }> = [];
  private nextItemId = 1;

  list(): Promise<OptionCategory[]> {
    throw new Error('not used by these specs');
  }
  async find(id: number): Promise<OptionCategory | null> {
    const category = this.rows.find((row) => row.id === id);
    return category ? copy(category) : null;
  }
  async lock(id: number): Promise<OptionCategory | null> {
    return this.find(id);
  }
  async insert(draft: OptionCategoryDraft): Promise<number> {
    const id = this.rows.length + 1;
    this.rows.push({ id, categoryName: draft.categoryName, requireYn: draft.requireYn, opts: draft.opts.map((opt) => ({ id: this.nextItemId++, ...opt })) });
    return id;
  }
  async replace(id: number, draft: OptionCategoryDraft, now: Date): Promise<void> {
    const category = this.rows.find((row) => row.id === id);
    if (!category) return;
    const wanted = new Set(draft.opts.map((opt) => opt.optName));
    for (const opt of category.opts) if (!wanted.has(opt.optName)) this.retired.push({ ...opt, categoryId: id, retiredAt: now });
    const kept = new Map(category.opts.map((opt) => [opt.optName, opt.id]));
    category.categoryName = draft.categoryName;
    category.requireYn = draft.requireYn;
    category.opts = draft.opts.map((opt) => ({ id: kept.get(opt.optName) ?? this.nextItemId++, ...opt }));
  }
  async existing(ids: readonly number[]): Promise<number[]> {
    return ids.filter((id) => this.rows.some((row) => row.id === id));
  }
}

function copy(category: OptionCategory): OptionCategory {
  return { ...category, opts: category.opts.map((opt) => ({ ...opt })) };
}
