import type { OptionCategoryDraft } from '../../domain/option-category-draft';
import type { OptionCategory } from '../../domain/option-category';

/** The back office's option categories: every one with its current (not retired) options. */
export interface OptionCategoryAdminRepositoryPort {
  /** Newest first; at most `limit` when given (the CSV export). */
  list(limit?: number): Promise<OptionCategory[]>;
  find(id: number): Promise<OptionCategory | null>;
  /** Locks the category row for an edit; null when there is none. */
  lock(id: number): Promise<OptionCategory | null>;
  insert(draft: OptionCategoryDraft): Promise<number>;
  /**
   * Writes the draft over the category: options whose name stays keep their row (price and order updated), the
   * others are retired (never deleted: a cart may name them), new names get new rows.
   */
  replace(id: number, draft: OptionCategoryDraft, now: Date): Promise<void>;
  /** Which of the ids name an option category. */
  existing(ids: readonly number[]): Promise<number[]>;
}
