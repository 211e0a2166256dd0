import { Inject, Injectable } from '@nestjs/common';
import { WISHLIST_REPOSITORY } from '../../../catalog.di-tokens';
import type { WishlistRepositoryPort } from '../../ports/wishlist.repository.port';

/**
 * GET /api/member/wishlist/ids: every goods id the member saved (at most 200), so the lists and the product page
 * mark their hearts from one member-scoped call while the catalog's own answers stay free of personal data.
 */
@Injectable()
export class GetWishlistIdsService {
  constructor(@Inject(WISHLIST_REPOSITORY) private readonly wishlist: WishlistRepositoryPort) {}

  execute(memberId: number): Promise<number[]> {
    return this.wishlist.goodsIds(memberId);
  }
}
