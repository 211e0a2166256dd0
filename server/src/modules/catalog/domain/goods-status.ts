/**
 * Where a goods item stands, besides being deleted (goods.deleted_at): deleted goods are gone from the storefront and
 * the checkout whatever their status; of the others, ON_SALE (판매중) are listed and sold, SOLD_OUT (품절) are listed
 * (as 품절, buttons disabled) and not sold, DRAFT (임시저장: every new goods item starts so, until staff publish it)
 * and HIDDEN (숨김: taken off the storefront by staff) are for staff only — not listed, no product page, not sold.
 */
export const GOODS_STATUSES = ['DRAFT', 'ON_SALE', 'SOLD_OUT', 'HIDDEN'] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

export const GOODS_STATUS_LABELS: Readonly<Record<GoodsStatus, string>> = {
  DRAFT: '임시저장',
  ON_SALE: '판매중',
  SOLD_OUT: '품절',
  HIDDEN: '숨김',
};

/** The statuses the storefront lists and shows (SOLD_OUT as 품절); the others are for staff only. */
export const STOREFRONT_STATUSES: readonly GoodsStatus[] = ['ON_SALE', 'SOLD_OUT'];

/** A new goods item's status when staff send none: a draft, which reaches the storefront once published. */
export const NEW_GOODS_STATUS: GoodsStatus = 'DRAFT';

/** Publishing (게시) puts a draft or hidden goods item on sale; ON_SALE and SOLD_OUT are published already. */
export const isPublishable = (status: GoodsStatus): boolean => status === 'DRAFT' || status === 'HIDDEN';

export const isGoodsStatus = (value: unknown): value is GoodsStatus => typeof value === 'string' && (GOODS_STATUSES as readonly string[]).includes(value);
