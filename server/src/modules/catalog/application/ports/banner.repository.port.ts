import type { Banner } from '../../domain/banner';

export interface BannerRepositoryPort {
  /** Every banner in display order (at most `limit` when given). */
  findAll(limit?: number): Promise<Banner[]>;

  findById(id: number): Promise<Banner | null>;

  /** The banner locked for an edit (inside a unit of work), or null. */
  findByIdForUpdate(id: number): Promise<Banner | null>;

  /** Writes image, link and texts; false when the banner is gone. */
  update(banner: Banner): Promise<boolean>;
}
