/* The catalog's banner and popup ports in memory, for the marketing use cases' unit specs. */
import type { Page } from '../../../../shared/domain/page';
import type { Banner } from '../../domain/banner';
import type { Popup, PopupDraft } from '../../domain/popup';
import type { BannerRepositoryPort } from '../ports/banner.repository.port';
import type { PopupRepositoryPort } from '../ports/popup.repository.port';

export class InMemoryBanners implements BannerRepositoryPort {
  constructor(readonly rows: Banner[] = []) {}

  async findAll(): Promise<Banner[]> {
    return this.rows.map((row) => ({ ...row }));
  }
  async findById(id: number): Promise<Banner | null> {
    const row = this.rows.find((banner) => banner.id === id);
    return row ? { ...row } : null;
  }
  async findByIdForUpdate(id: number): Promise<Banner | null> {
    return this.findById(id);
  }
  async update(banner: Banner): Promise<boolean> {
    const index = this.rows.findIndex((row) => row.id === banner.id);
    if (index < 0) return false;
    this.rows[index] = { ...banner };
    return true;
  }
}

export class InMemoryPopups implements PopupRepositoryPort {
  readonly rows: Popup[] = [];
  /** When each popup was last written (create or update). */
  readonly writtenAt = new Map<number, Date>();

  async create(draft: PopupDraft, now: Date): Promise<Popup> {
    const popup = { id: this.rows.length + 1, ...draft };
    this.rows.push(popup);
    this.writtenAt.set(popup.id, now);
    return { ...popup };
  }
  async findById(id: number): Promise<Popup | null> {
    const row = this.rows.find((popup) => popup.id === id);
    return row ? { ...row } : null;
  }
  async findByIdForUpdate(id: number): Promise<Popup | null> {
    return this.findById(id);
  }
  async update(popup: Popup, now: Date): Promise<void> {
    this.rows[this.rows.findIndex((row) => row.id === popup.id)] = { ...popup };
    this.writtenAt.set(popup.id, now);
  }
  async delete(id: number): Promise<void> {
    this.rows.splice(
      this.rows.findIndex((row) => row.id === id),
      1,
    );
  }
  async findShowing(): Promise<Popup[]> {
    throw new Error('not used by these specs');
  }
  page(): Promise<Page<Popup>> {
    throw new Error('not used by these specs');
  }
  all(): Promise<Popup[]> {
    throw new Error('not used by these specs');
  }
}
