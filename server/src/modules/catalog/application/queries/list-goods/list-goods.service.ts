import { Inject, Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../../../shared/domain/page';
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
}
