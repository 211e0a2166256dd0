import { Inject, Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../../../shared/domain/page';
import { categoryOfProdGbn, goodsFilterOfListCategory, type ListCategoryId, type ProdGbn } from '../../../domain/catalog-category';
import type { CategoryEntry, GoodsSummary } from '../../../domain/goods';
import { goodsOrderOf, type GoodsSortId } from '../../../domain/goods-sort';
import { GOODS_READ_REPOSITORY } from '../../../catalog.di-tokens';
import type { GoodsReadRepositoryPort } from '../../ports/goods-read.repository.port';

/**
 * category.php's two readings, both in use by the storefront: `categoryId` (1-3 a
 * category, 4 all items, 5 best sellers) answers goods; `prod_gbn` (A, B, C) answers
 * the category's entries, each holding its goods item.
 */
@Injectable()
export class ListCategoryGoodsService {
  constructor(@Inject(GOODS_READ_REPOSITORY) private readonly goods: GoodsReadRepositoryPort) {}

  byListCategory(categoryId: ListCategoryId, sort: GoodsSortId, page: PageRequest): Promise<Page<GoodsSummary>> {
    return this.goods.findPage(goodsFilterOfListCategory(categoryId), goodsOrderOf(sort), page);
  }

  byProdGbn(code: ProdGbn, sort: GoodsSortId, page: PageRequest): Promise<Page<CategoryEntry>> {
    return this.goods.findCategoryEntries(categoryOfProdGbn(code), goodsOrderOf(sort), page);
  }
}
