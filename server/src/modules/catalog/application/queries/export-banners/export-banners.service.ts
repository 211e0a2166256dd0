import { Inject, Injectable } from '@nestjs/common';
import { CSV_EXPORT_LIMIT } from '../../../../../shared/domain/csv';
import { BANNER_REPOSITORY } from '../../../catalog.di-tokens';
import { bannersCsv } from '../../../domain/banner-csv';
import type { BannerRepositoryPort } from '../../ports/banner.repository.port';

/** GET /api/banner/export.csv: the home banners in display order. */
@Injectable()
export class ExportBannersService {
  constructor(@Inject(BANNER_REPOSITORY) private readonly banners: BannerRepositoryPort) {}

  async execute(): Promise<string> {
    return bannersCsv(await this.banners.findAll(CSV_EXPORT_LIMIT));
  }
}
