import type { CatalogCategoryId } from './catalog-category';
import type { GoodsStatus } from './goods-status';
import type { OptionCategory } from './option-category';
import type { Review } from './review';

/** A goods item's place in one category (the storefront calls these entries `showGoods`). */
export interface CategoryMembership {
  id: number;
  categoryId: CatalogCategoryId;
}

/** What every list shows of a goods item. Prices are whole won. */
export interface GoodsSummary {
  id: number;
  goodsName: string;
  price: number;
  thumbSrc: string;
  contents: string;
  created: Date;
  categories: CategoryMembership[];
  /** Deleted in the back office: only the back office's list shows it. */
  hidden: boolean;
  /** DRAFT, ON_SALE, SOLD_OUT or HIDDEN (domain/goods-status.ts); the storefront never reads drafts nor hidden goods. */
  status: GoodsStatus;
  /** Sold only beside other goods. */
  addonOnly: boolean;
  /** Made to order: the workshop makes it after the order (the checkout asks for the return-limit consent). */
  madeToOrder: boolean;
  reviewCount: number;
  /** The average score rounded to one decimal; 0 while there are no reviews. */
  reviewScore: number;
}

export interface GoodsImage {
  id: number;
  src: string;
  originName: string;
}

/** One goods item with everything its product page shows. */
export interface GoodsDetail extends GoodsSummary {
  images: GoodsImage[];
  optionCategories: OptionCategory[];
  /** The newest reviews, at most GOODS_DETAIL_REVIEW_COUNT. */
  latestReviews: Review[];
}

export const GOODS_DETAIL_REVIEW_COUNT = 10;

/** The prod_gbn reading of a category list: the membership row, holding its goods item. */
export interface CategoryEntry {
  id: number;
  categoryId: CatalogCategoryId;
  goods: GoodsSummary;
}
