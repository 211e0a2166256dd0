import type { OrderRule } from './sort-order';

/**
 * The storefront's sort ids: 1 recommended (the editors' display order), 2 lowest price,
 * 3 highest price, 4 newest. 0, or none, means recommended (the default search list
 * sends 0). Every order ends on the id so that paging never repeats or skips an item.
 */
export const GoodsSort = {
  Default: 0,
  Recommended: 1,
  LowestPrice: 2,
  HighestPrice: 3,
  Newest: 4,
} as const;

export type GoodsSortId = (typeof GoodsSort)[keyof typeof GoodsSort];

export const GOODS_SORT_IDS: readonly GoodsSortId[] = [0, 1, 2, 3, 4];

export type GoodsOrderField = 'displayOrder' | 'price' | 'created' | 'id';

const RECOMMENDED: OrderRule<GoodsOrderField>[] = [
  { field: 'displayOrder', direction: 'asc' },
  { field: 'id', direction: 'asc' },
];

const ORDER_OF_SORT: Record<GoodsSortId, OrderRule<GoodsOrderField>[]> = {
  [GoodsSort.Default]: RECOMMENDED,
  [GoodsSort.Recommended]: RECOMMENDED,
  [GoodsSort.LowestPrice]: [
    { field: 'price', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ],
  [GoodsSort.HighestPrice]: [
    { field: 'price', direction: 'desc' },
    { field: 'id', direction: 'asc' },
  ],
  [GoodsSort.Newest]: [
    { field: 'created', direction: 'desc' },
    { field: 'id', direction: 'desc' },
  ],
};

export function isGoodsSortId(value: number): value is GoodsSortId {
  return (GOODS_SORT_IDS as readonly number[]).includes(value);
}

export function goodsOrderOf(sort: GoodsSortId): readonly OrderRule<GoodsOrderField>[] {
  return ORDER_OF_SORT[sort];
}
