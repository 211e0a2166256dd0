import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { CatalogCategoryId, GoodsFilter } from '../../domain/catalog-category';
import type { CategoryEntry, GoodsDetail, GoodsSummary } from '../../domain/goods';
import type { GoodsAdminCriteria } from '../../domain/goods-admin-criteria';
import type { GoodsOrderField } from '../../domain/goods-sort';
import type { PricedGoods } from '../../domain/priced-goods';
import type { GoodsImageRole, GoodsImageStatus } from '../../domain/goods-image-status';
import type { OrderRule } from '../../domain/sort-order';

export type GoodsOrder = readonly OrderRule<GoodsOrderField>[];

/**
 * Reads goods for the storefront and the back office. Soft-deleted goods are never
 * returned. Summaries carry their categories and review count and score.
 */
export interface GoodsReadRepositoryPort {
  /** `withHidden`: the back office's list, which shows deleted, draft and hidden goods too, narrowed by `criteria`. */
  findPage(filter: GoodsFilter, order: GoodsOrder, page: PageRequest, withHidden?: boolean, criteria?: GoodsAdminCriteria): Promise<Page<GoodsSummary>>;

  /** The first `limit` goods of the same list, unpaged (the back office's CSV export). */
  findAll(filter: GoodsFilter, order: GoodsOrder, limit: number, withHidden?: boolean, criteria?: GoodsAdminCriteria): Promise<GoodsSummary[]>;

  /** The category's membership rows, each with its goods item, in the goods order. */
  findCategoryEntries(categoryId: CatalogCategoryId, order: GoodsOrder, page: PageRequest): Promise<Page<CategoryEntry>>;

  /** Goods whose name or description contains the text, name matches first, then the closest. */
  search(text: string, limit: number): Promise<GoodsSummary[]>;

  findDetail(goodsId: number, reviewCount: number): Promise<GoodsDetail | null>;

  exists(goodsId: number): Promise<boolean>;

  /** The goods among `goodsIds` that are on sale (not deleted), with their options, for a price quote. */
  findPriced(goodsIds: readonly number[]): Promise<PricedGoods[]>;

  /** The images of these goods that are not ready (processing or failed), for the console's list. */
  unfinishedImagesOf(goodsIds: readonly number[]): Promise<UnfinishedGoodsImage[]>;
}

export interface UnfinishedGoodsImage {
  goodsId: number;
  role: GoodsImageRole;
  status: Exclude<GoodsImageStatus, 'READY'>;
}
