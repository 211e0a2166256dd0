import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { WISHLIST_REPOSITORY } from '../../../catalog.di-tokens';
import type { WishlistRepositoryPort } from '../../ports/wishlist.repository.port';

/**
 * Deletes the wishlists of members who leave (exported: membership calls it in its withdrawal's unit of work, and
 * again when housekeeping anonymises the account, for a save that raced the withdrawal). How many rows went.
 */
@Injectable()
export class ForgetMemberWishlistService {
  constructor(
    @Inject(WISHLIST_REPOSITORY) private readonly wishlist: WishlistRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  forget(memberIds: readonly number[]): Promise<number> {
    return this.unitOfWork.run(() => this.wishlist.removeAllOf(memberIds));
  }
}
