import type { GoodsStatus } from './goods-status';
import type { ProductionDays } from '../../../shared/domain/production-days';
import type { OptionCategory } from './option-category';

/**
 * A goods item as the checkout prices it: today's price and every option it offers, read
 * from the database at the moment of the quote (the client's prices are never used).
 */
export interface PricedGoods {
  id: number;
  goodsName: string;
  thumbSrc: string;
  /** Whole won. */
  price: number;
  madeToOrder: boolean;
  /** The checkout sells only ON_SALE goods (deleted goods are not answered at all). */
  status: GoodsStatus;
  /** Sold only beside other goods (the bag). */
  addonOnly: boolean;
  /** Korean business days the workshop takes (the order line keeps a copy). */
  productionDays: ProductionDays;
  optionCategories: OptionCategory[];
}
