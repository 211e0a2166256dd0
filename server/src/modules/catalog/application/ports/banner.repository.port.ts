import type { Banner } from '../../domain/banner';

export interface BannerRepositoryPort {
  /** Every banner in display order. */
  findAll(): Promise<Banner[]>;

  findById(id: number): Promise<Banner | null>;
}
