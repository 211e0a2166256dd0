import { Injectable, Logger } from '@nestjs/common';
import { GetGoodsDetailService } from '../../catalog/application/queries/get-goods-detail/get-goods-detail.service';
import { ListBannersService } from '../../catalog/application/queries/list-banners/list-banners.service';
import { type LeadImage, type LeadTarget, leadTargetFor } from './lead-image';

/**
 * Finds a path's lead image through the catalog's own queries: the first banner on the home page, the goods'
 * first image on a product page. Nothing found (no banner, a hidden goods item, the database busy) means no lead
 * image: the page still renders, only its first paint is plainer.
 */
@Injectable()
export class LeadImageResolver {
  private readonly logger = new Logger(LeadImageResolver.name);

  constructor(
    private readonly banners: ListBannersService,
    private readonly goodsDetail: GetGoodsDetailService,
  ) {}

  async resolve(path: string): Promise<LeadImage | null> {
    const target = leadTargetFor(path);
    if (!target) return null;
    try {
      const src = await this.sourceOf(target);
      return src ? { kind: target.kind, src } : null;
    } catch (error) {
      this.logger.warn(`no lead image for a ${target.kind} page: ${(error as Error).message}`);
      return null;
    }
  }

  private async sourceOf(target: LeadTarget): Promise<string | null> {
    switch (target.kind) {
      case 'list':
        return target.src;
      case 'home':
        return (await this.banners.execute())[0]?.img ?? null;
      case 'product': {
        const found = await this.goodsDetail.execute(target.goodsId);
        if (!found.ok) return null;
        return found.value.images[0]?.src ?? found.value.thumbSrc ?? null;
      }
    }
  }
}
