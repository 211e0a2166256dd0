import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { Popup, PopupDraft } from '../../domain/popup';

export const POPUP_SORT_FIELDS = ['id', 'title', 'startDate', 'endDate', 'useYn', 'position'] as const;
export type PopupSortField = (typeof POPUP_SORT_FIELDS)[number];
export interface PopupSort {
  field: PopupSortField;
  direction: 'asc' | 'desc';
}

export interface PopupRepositoryPort {
  page(page: PageRequest, sort: PopupSort): Promise<Page<Popup>>;
  /** The first `limit` popups in the list's order, unpaged (the CSV export). */
  all(sort: PopupSort, limit: number): Promise<Popup[]>;
  findById(id: number): Promise<Popup | null>;
  /** Locked for an edit or a delete (inside a unit of work). */
  findByIdForUpdate(id: number): Promise<Popup | null>;
  /** In use, and `today` (YYYY-MM-DD, Korea) within their dates; display order. */
  findShowing(today: string): Promise<Popup[]>;
  create(draft: PopupDraft, now: Date): Promise<Popup>;
  update(popup: Popup, now: Date): Promise<void>;
  delete(id: number): Promise<void>;
}
