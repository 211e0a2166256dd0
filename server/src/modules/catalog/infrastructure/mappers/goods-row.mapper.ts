import { isCatalogCategoryId, type CatalogCategoryId } from '../../domain/catalog-category';
import type { CategoryMembership, GoodsImage, GoodsSummary } from '../../domain/goods';
import { isTextCharset } from '../../../../shared/domain/personalisation-text';
import { isGoodsStatus, type GoodsStatus } from '../../domain/goods-status';
import type { OptionCategory, OptionItem } from '../../domain/option-category';

/** Rows of the goods queries as node-postgres returns them (bigint as string). */
export interface GoodsSummaryRow {
  id: string;
  goods_name: string;
  price: number;
  thumb_src: string;
  contents: string;
  created: Date;
  hidden: boolean;
  status: string;
  addon_only: boolean;
  made_to_order: boolean;
  review_count: number;
  review_score: number;
}

export interface GoodsCategoryRow {
  id: string;
  goods_id: string;
  category_id: number;
}

export interface GoodsImageRow {
  id: string;
  src: string;
  origin_name: string;
}

export interface OptionCategoryRow {
  id: string;
  category_name: string;
  require_yn: 'Y' | 'N';
}

export interface OptionItemRow {
  id: string;
  option_category_id: string;
  opt_name: string;
  price: number;
  text_label: string | null;
  text_max_length: number | null;
  text_charset: string | null;
  text_upper: boolean;
}

/** The option_item columns every read of an item selects (OptionItemRow). */
export const OPTION_ITEM_COLUMNS = 'id, option_category_id, opt_name, price, text_label, text_max_length, text_charset, text_upper';

export function toGoodsStatus(value: string): GoodsStatus {
  if (!isGoodsStatus(value)) throw new Error(`unknown goods status in the database: ${value}`);
  return value;
}

export function toCategoryId(value: number): CatalogCategoryId {
  if (!isCatalogCategoryId(value)) throw new Error(`unknown catalog category id ${value}`);
  return value;
}

export function toCategoryMembership(row: GoodsCategoryRow): CategoryMembership {
  return { id: Number(row.id), categoryId: toCategoryId(row.category_id) };
}

export function toGoodsSummary(row: GoodsSummaryRow, categories: CategoryMembership[]): GoodsSummary {
  return {
    id: Number(row.id),
    goodsName: row.goods_name,
    price: row.price,
    thumbSrc: row.thumb_src,
    contents: row.contents,
    created: row.created,
    categories,
    hidden: row.hidden,
    status: toGoodsStatus(row.status),
    addonOnly: row.addon_only,
    madeToOrder: row.made_to_order,
    reviewCount: row.review_count,
    reviewScore: row.review_score,
  };
}

export function toGoodsImage(row: GoodsImageRow): GoodsImage {
  return { id: Number(row.id), src: row.src, originName: row.origin_name };
}

export function toOptionItem(row: OptionItemRow): OptionItem {
  const text =
    row.text_label !== null && row.text_max_length !== null && isTextCharset(row.text_charset)
      ? { label: row.text_label, maxLength: row.text_max_length, charset: row.text_charset, upperCase: row.text_upper }
      : null;
  return { id: Number(row.id), optName: row.opt_name, price: row.price, text };
}

export function toOptionCategory(row: OptionCategoryRow, opts: OptionItem[]): OptionCategory {
  return { id: Number(row.id), categoryName: row.category_name, requireYn: row.require_yn, opts };
}
