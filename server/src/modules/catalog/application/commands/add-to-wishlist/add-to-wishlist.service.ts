import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { WISHLIST_REPOSITORY } from '../../../catalog.di-tokens';
import { goodsNotFound } from '../../../domain/catalog.errors';
import { checkWishlistRoom } from '../../../domain/wishlist';
import type { WishlistRepositoryPort } from '../../ports/wishlist.repository.port';
import type { WishlistChange } from '../../responses/wishlist-change.response';

/**
 * POST /api/member/wishlist: saves a goods item on sale for the member. Idempotent (saved already: nothing changes,
 * and it is a success even with a full list); at most WISHLIST_CAPACITY, counted under the member's wishlist lock.
 */
@Injectable()
export class AddToWishlistService {
  constructor(
    @Inject(WISHLIST_REPOSITORY) private readonly wishlist: WishlistRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(command: { memberId: number; goodsId: number }): Promise<Result<WishlistChange>> {
    const { memberId, goodsId } = command;
    return this.unitOfWork.run(async (): Promise<Result<WishlistChange>> => {
      // A goods item no longer sold cannot be saved anew (the product page says it is not found).
      if ((await this.wishlist.goodsStatus(goodsId)) !== 'on-sale') return goodsNotFound();
      await this.wishlist.reserve(memberId);
      const held = await this.wishlist.count(memberId);
      if (await this.wishlist.has(memberId, goodsId)) return ok({ goodsId, wished: true, changed: false, count: held });
      const room = checkWishlistRoom(held);
      if (!room.ok) return room;
      const added = await this.wishlist.add(memberId, goodsId, this.clock.now());
      return ok({ goodsId, wished: true, changed: added, count: held + (added ? 1 : 0) });
    });
  }
}
