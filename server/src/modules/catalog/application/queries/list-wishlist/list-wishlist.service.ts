import { Inject, Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../../../shared/domain/page';
import { WISHLIST_REPOSITORY } from '../../../catalog.di-tokens';
import type { WishlistItem } from '../../../domain/wishlist';
import type { WishlistRepositoryPort } from '../../ports/wishlist.repository.port';

/** GET /api/member/wishlist: a page of the member's saved goods, newest first, goods no longer sold included. */
@Injectable()
export class ListWishlistService {
  constructor(@Inject(WISHLIST_REPOSITORY) private readonly wishlist: WishlistRepositoryPort) {}

  execute(memberId: number, page: PageRequest): Promise<Page<WishlistItem>> {
    return this.wishlist.page(memberId, page);
  }
}
