/**
 * The catalog's wishlists (찜), as membership sees them: a leaving member's are forgotten in the withdrawal's unit of
 * work, and once more when the account is anonymised (a save that raced the withdrawal). How many rows went.
 */
export interface MemberWishlistPort {
  forget(memberIds: readonly number[]): Promise<number>;
}
