import { isProductionDays, PRODUCTION_DAYS_LIMITS, type ProductionDays } from '../../../shared/domain/production-days';
import { type Result, fail, ok } from '../../../shared/domain/result';
import { CatalogCategory, type CatalogCategoryId } from './catalog-category';
import type { GoodsStatus } from './goods-status';

export const GOODS_EXTRA_IMAGES_MAX = 8;
export const GOODS_EXTRA_IMAGES_REQUIRED = 2;
export const GOODS_NAME_MAX = 200;
export const GOODS_CONTENTS_MAX = 20_000;
export const GOODS_PRICE_MAX = 100_000_000;

export const GoodsDraftMessages = {
  nameRequired: '상품명을 입력해주세요.',
  nameTooLong: `상품명은 ${GOODS_NAME_MAX}자 이하로 입력해주세요.`,
  priceInvalid: `가격은 0원 이상 ${GOODS_PRICE_MAX.toLocaleString('en-US')}원 이하의 정수로 입력해주세요.`,
  contentsTooLong: `상품 설명은 ${GOODS_CONTENTS_MAX.toLocaleString('en-US')}자 이하로 입력해주세요.`,
  thumbRequired: '대표 이미지를 올려주세요.',
  extrasRequired: `추가 이미지는 ${GOODS_EXTRA_IMAGES_REQUIRED}장 이상 올려주세요.`,
  extrasTooMany: `추가 이미지는 ${GOODS_EXTRA_IMAGES_MAX}장까지 올릴 수 있습니다.`,
  optionCategoryUnknown: '없는 옵션 카테고리가 있습니다.',
  productionDaysInvalid: `제작 기간은 ${PRODUCTION_DAYS_LIMITS.min}~${PRODUCTION_DAYS_LIMITS.max} 영업일 사이로, 최소 일수가 최대 일수를 넘지 않게 입력해주세요.`,
} as const;

const invalid = (message: string) => fail('invalid', 'CATALOG.GOODS_INVALID', message);

/** The form's category flags (bag, wallet, accessory, best); "all" is every goods item anyway. */
export interface GoodsCategoryFlags {
  bag: boolean;
  wallet: boolean;
  accessory: boolean;
  best: boolean;
}

export interface GoodsFieldsInput {
  name: string;
  price: number;
  contents: string;
  flags: GoodsCategoryFlags;
  /** Absent: ON_SALE for a new goods item, unchanged on an edit. */
  status?: GoodsStatus;
  /** 추가 구매 전용 (sold only beside other goods). Absent: false for a new goods item, unchanged on an edit. */
  addonOnly?: boolean;
  /** Production days (Korean business days); null when the form sent none (a new item gets 1–3, an edit keeps its own). */
  productionDays?: ProductionDays | null;
}

export interface GoodsFields {
  goodsName: string;
  price: number;
  contents: string;
  categoryIds: CatalogCategoryId[];
  /** null keeps what the goods item has (ON_SALE / false when new). */
  status: GoodsStatus | null;
  addonOnly: boolean | null;
  productionDays: ProductionDays | null;
}

export function categoryIdsOf(flags: GoodsCategoryFlags): CatalogCategoryId[] {
  const ids: CatalogCategoryId[] = [];
  if (flags.bag) ids.push(CatalogCategory.Bag);
  if (flags.wallet) ids.push(CatalogCategory.Wallet);
  if (flags.accessory) ids.push(CatalogCategory.Accessory);
  if (flags.best) ids.push(CatalogCategory.Best);
  return ids;
}

/** A goods item's text fields: a trimmed name, a whole-won price from 0, a bounded description, production days in range. */
export function checkGoodsFields(input: GoodsFieldsInput): Result<GoodsFields> {
  const goodsName = input.name.trim();
  if (goodsName.length === 0) return invalid(GoodsDraftMessages.nameRequired);
  if (goodsName.length > GOODS_NAME_MAX) return invalid(GoodsDraftMessages.nameTooLong);
  if (!Number.isInteger(input.price) || input.price < 0 || input.price > GOODS_PRICE_MAX) return invalid(GoodsDraftMessages.priceInvalid);
  if (input.contents.length > GOODS_CONTENTS_MAX) return invalid(GoodsDraftMessages.contentsTooLong);
  const productionDays = input.productionDays ?? null;
  if (productionDays && !isProductionDays(productionDays)) return invalid(GoodsDraftMessages.productionDaysInvalid);
  return ok({
    goodsName,
    price: input.price,
    contents: input.contents,
    categoryIds: categoryIdsOf(input.flags),
    status: input.status ?? null,
    addonOnly: input.addonOnly ?? null,
    productionDays: productionDays ? { min: productionDays.min, max: productionDays.max } : null,
  });
}

/**
 * The images a goods item must have once saved: a thumbnail, and at least two and at most eight extra images
 * (on an edit, the kept ones count).
 */
export function checkGoodsImageCounts(counts: { hasThumb: boolean; extras: number }): Result<void> {
  if (!counts.hasThumb) return invalid(GoodsDraftMessages.thumbRequired);
  if (counts.extras < GOODS_EXTRA_IMAGES_REQUIRED) return invalid(GoodsDraftMessages.extrasRequired);
  if (counts.extras > GOODS_EXTRA_IMAGES_MAX) return invalid(GoodsDraftMessages.extrasTooMany);
  return ok(undefined);
}

export const goodsOptionCategoryUnknown = () => invalid(GoodsDraftMessages.optionCategoryUnknown);
