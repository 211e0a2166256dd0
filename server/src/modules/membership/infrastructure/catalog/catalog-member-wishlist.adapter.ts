import { Injectable } from '@nestjs/common';
import { ForgetMemberWishlistService } from '../../../catalog/application/commands/forget-member-wishlist/forget-member-wishlist.service';
import type { MemberWishlistPort } from '../../application/ports/member-wishlist.port';

/** MemberWishlistPort through the catalog's exported service; joins the caller's unit of work, never its tables. */
@Injectable()
export class CatalogMemberWishlistAdapter implements MemberWishlistPort {
  constructor(private readonly wishlists: ForgetMemberWishlistService) {}

  forget(memberIds: readonly number[]): Promise<number> {
    return this.wishlists.forget(memberIds);
  }
}
