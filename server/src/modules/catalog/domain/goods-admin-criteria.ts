import type { GoodsStatus } from './goods-status';

/**
 * The back office's goods search, besides the category (GoodsFilter): a part of the name, one status and
 * whether the goods item is made to order. Absent fields do not filter. Deleted goods are listed too.
 */
export interface GoodsAdminCriteria {
  name?: string;
  status?: GoodsStatus;
  madeToOrder?: boolean;
}

/** The longest name part the console searches for. */
export const GOODS_ADMIN_NAME_MAX = 100;
