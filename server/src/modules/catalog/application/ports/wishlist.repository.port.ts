import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { WishlistGoodsStatus, WishlistItem } from '../../domain/wishlist';

/**
 * The members' wishlists. Writes join the caller's unit of work; `reserve` serialises one member's adds until that
 * unit ends, so the count read after it holds for the insert (the capacity is never passed under a race).
 */
export interface WishlistRepositoryPort {
  /** Whether the goods item exists and is on sale, hidden (deleted in the back office) or unknown. */
  goodsStatus(goodsId: number): Promise<WishlistGoodsStatus>;

  /** Waits for, then holds until the unit of work ends, the member's wishlist lock. */
  reserve(memberId: number): Promise<void>;

  has(memberId: number, goodsId: number): Promise<boolean>;

  count(memberId: number): Promise<number>;

  /** Saves the pair; false when it was there already (nothing changes). */
  add(memberId: number, goodsId: number, now: Date): Promise<boolean>;

  /** Removes the pair; false when it was not there. */
  remove(memberId: number, goodsId: number): Promise<boolean>;

  /** Every goods id the member saved, newest first (at most WISHLIST_CAPACITY). */
  goodsIds(memberId: number): Promise<number[]>;

  /** A page of the member's saved goods, newest first, hidden goods included (marked). */
  page(memberId: number, request: PageRequest): Promise<Page<WishlistItem>>;

  /** Deletes every row of the member (withdrawal); how many went. */
  removeAllOf(memberIds: readonly number[]): Promise<number>;
}
