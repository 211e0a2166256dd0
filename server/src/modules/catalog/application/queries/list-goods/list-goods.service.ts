import { Inject, Injectable } from '@nestjs/common';
import { mapPage, type Page, type PageRequest } from '../../../../../shared/domain/page';
import { combinedImageStatus } from '../../../domain/goods-image-status';
import type { StaffGoodsSummary } from '../../responses/admin-goods-card.response';
import type { GoodsFilter } from '../../../domain/catalog-category';
import type { GoodsSummary } from '../../../domain/goods';
import type { GoodsAdminCriteria } from '../../../domain/goods-admin-criteria';
import { goodsOrderOf, type GoodsSortId } from '../../../domain/goods-sort';
import { GOODS_READ_REPOSITORY } from '../../../catalog.di-tokens';
import type { GoodsReadRepositoryPort } from '../../ports/goods-read.repository.port';

export interface ListGoodsQuery {
  filter: GoodsFilter;
  sort: GoodsSortId;
  page: PageRequest;
  /** The back office's list: deleted, draft and hidden goods too. */
  withHidden?: boolean;
  /** The back office's search (name part, status, made to order). */
  criteria?: GoodsAdminCriteria;
}

/** A page of goods, all or of one category, in one of the storefront's sort orders. */
@Injectable()
export class ListGoodsService {
  constructor(@Inject(GOODS_READ_REPOSITORY) private readonly goods: GoodsReadRepositoryPort) {}

  execute(query: ListGoodsQuery): Promise<Page<GoodsSummary>> {
    return this.goods.findPage(query.filter, goodsOrderOf(query.sort), query.page, query.withHidden ?? false, query.criteria ?? {});
  }

  /** The console's page: each goods item with the state of its images (one more statement, on the partial index). */
  async executeForStaff(query: ListGoodsQuery): Promise<Page<StaffGoodsSummary>> {
    const page = await this.execute({ ...query, withHidden: true });
    const unfinished = await this.goods.unfinishedImagesOf(page.content.map((goods) => goods.id));
    return mapPage(page, (goods) => {
      const mine = unfinished.filter((image) => image.goodsId === goods.id);
      return {
        ...goods,
        thumbStatus: combinedImageStatus(mine.filter((image) => image.role === 'THUMB').map((image) => image.status)),
        imageStatus: combinedImageStatus(mine.map((image) => image.status)),
      };
    });
  }
}
