import { Inject, Injectable } from '@nestjs/common';
import { ok, type Result } from '../../../../../shared/domain/result';
import type { Banner } from '../../../domain/banner';
import { bannerNotFound } from '../../../domain/catalog.errors';
import { BANNER_REPOSITORY } from '../../../catalog.di-tokens';
import type { BannerRepositoryPort } from '../../ports/banner.repository.port';

@Injectable()
export class GetBannerService {
  constructor(@Inject(BANNER_REPOSITORY) private readonly banners: BannerRepositoryPort) {}

  async execute(id: number): Promise<Result<Banner>> {
    const banner = await this.banners.findById(id);
    return banner ? ok(banner) : bannerNotFound();
  }
}
