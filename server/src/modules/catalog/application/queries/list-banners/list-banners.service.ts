import { Inject, Injectable } from '@nestjs/common';
import type { Banner } from '../../../domain/banner';
import { BANNER_REPOSITORY } from '../../../catalog.di-tokens';
import type { BannerRepositoryPort } from '../../ports/banner.repository.port';

@Injectable()
export class ListBannersService {
  constructor(@Inject(BANNER_REPOSITORY) private readonly banners: BannerRepositoryPort) {}

  execute(): Promise<Banner[]> {
    return this.banners.findAll();
  }
}
