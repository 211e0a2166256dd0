import type { CatalogGoods } from '../../domain/priced-line';

/** Today's prices and options from the catalog (adapter: the catalog's GetPriceListService). */
export interface PriceListPort {
  /** The goods among `goodsIds` on sale now; a missing id means "not for sale". */
  priced(goodsIds: readonly number[]): Promise<CatalogGoods[]>;
}
