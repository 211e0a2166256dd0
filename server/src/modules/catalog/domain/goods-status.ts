/**
 * Where a goods item stands, besides being deleted (hidden, goods.deleted_at): deleted goods are gone from the
 * storefront and the checkout whatever their status; of the others, ON_SALE are listed and sold, SOLD_OUT are listed
 * (as 품절, buttons disabled) and not sold, DRAFT (임시저장) are for staff only — not listed, no product page, not sold.
 */
export const GOODS_STATUSES = ['ON_SALE', 'SOLD_OUT', 'DRAFT'] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

export const GOODS_STATUS_LABELS: Readonly<Record<GoodsStatus, string>> = {
  ON_SALE: '판매중',
  SOLD_OUT: '품절',
  DRAFT: '임시저장',
};

export const isGoodsStatus = (value: unknown): value is GoodsStatus => typeof value === 'string' && (GOODS_STATUSES as readonly string[]).includes(value);

