/**
 * The catalog's four categories. A goods item sits in any number of them; "best item"
 * is a category like the others, set by the editors.
 */
export const CatalogCategory = {
  Bag: 1,
  Wallet: 2,
  Accessory: 3,
  Best: 4,
} as const;

export type CatalogCategoryId = (typeof CatalogCategory)[keyof typeof CatalogCategory];

export const CATALOG_CATEGORY_IDS: readonly CatalogCategoryId[] = [1, 2, 3, 4];

export function isCatalogCategoryId(value: number): value is CatalogCategoryId {
  return (CATALOG_CATEGORY_IDS as readonly number[]).includes(value);
}

/**
 * The storefront's list calls read `categoryId` differently from the stored ids: there
 * 4 means every goods item and 5 the best sellers (stored category 4).
 */
export const LIST_CATEGORY_IDS = [1, 2, 3, 4, 5] as const;
export type ListCategoryId = (typeof LIST_CATEGORY_IDS)[number];

/** What a list call shows: every goods item, or those in one category. */
export type GoodsFilter = { kind: 'all' } | { kind: 'category'; categoryId: CatalogCategoryId };

export const ALL_GOODS: GoodsFilter = { kind: 'all' };

export function goodsFilterOfListCategory(listCategoryId: ListCategoryId): GoodsFilter {
  switch (listCategoryId) {
    case 4:
      return ALL_GOODS;
    case 5:
      return { kind: 'category', categoryId: CatalogCategory.Best };
    default:
      return { kind: 'category', categoryId: listCategoryId };
  }
}

/** The other reading, `prod_gbn`: A bags, B wallets, C accessories. */
export const PROD_GBN_CODES = ['A', 'B', 'C'] as const;
export type ProdGbn = (typeof PROD_GBN_CODES)[number];

const CATEGORY_OF_PROD_GBN: Record<ProdGbn, CatalogCategoryId> = {
  A: CatalogCategory.Bag,
  B: CatalogCategory.Wallet,
  C: CatalogCategory.Accessory,
};

export function categoryOfProdGbn(code: ProdGbn): CatalogCategoryId {
  return CATEGORY_OF_PROD_GBN[code];
}

/** The console's words for the stored categories (the 분류 of its goods table and CSV). */
export const CATALOG_CATEGORY_LABELS: Record<CatalogCategoryId, string> = {
  [CatalogCategory.Bag]: '가방',
  [CatalogCategory.Wallet]: '지갑',
  [CatalogCategory.Accessory]: '액세서리',
  [CatalogCategory.Best]: '베스트',
};
