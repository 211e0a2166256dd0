import { type Result, ok } from '../../../shared/domain/result';
import type { CategoryMembership } from './goods';
import { WishlistFailures } from './wishlist-failures';

/** How many goods one member may keep in the wishlist (docs/decisions.md, "Wishlist (찜)"). */
export const WISHLIST_CAPACITY = 200;

/** My Page's wishlist shows this many a page (the spec is silent: 10, as every list it leaves open). */
export const WISHLIST_PAGE_SIZE = 10;

/** Whether a goods item may be saved or removed: on sale, hidden by the back office (no longer sold), or unknown. */
export type WishlistGoodsStatus = 'on-sale' | 'hidden' | 'unknown';

/** One saved goods item as My Page lists it. */
export interface WishlistItem {
  goodsId: number;
  goodsName: string;
  price: number;
  thumbSrc: string;
  categories: CategoryMembership[];
  /** False once the back office hid (deleted) the goods: shown as no longer sold, removable, not linked. */
  onSale: boolean;
  savedAt: Date;
}

/** One more item fits while the member holds fewer than WISHLIST_CAPACITY. */
export function checkWishlistRoom(held: number): Result<void> {
  return held < WISHLIST_CAPACITY ? ok(undefined) : WishlistFailures.full(WISHLIST_CAPACITY);
}
