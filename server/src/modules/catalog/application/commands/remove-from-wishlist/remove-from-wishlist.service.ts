import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { WISHLIST_REPOSITORY } from '../../../catalog.di-tokens';
import { goodsNotFound } from '../../../domain/catalog.errors';
import type { WishlistRepositoryPort } from '../../ports/wishlist.repository.port';
import type { WishlistChange } from '../../responses/wishlist-change.response';

/**
 * DELETE /api/member/wishlist/{goodsId}: takes a goods item out of the member's wishlist, a hidden (no longer sold)
 * one too. Idempotent: not saved is a success that changed nothing; a goods id no goods has is a 404.
 */
@Injectable()
export class RemoveFromWishlistService {
  constructor(
    @Inject(WISHLIST_REPOSITORY) private readonly wishlist: WishlistRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  execute(command: { memberId: number; goodsId: number }): Promise<Result<WishlistChange>> {
    const { memberId, goodsId } = command;
    return this.unitOfWork.run(async (): Promise<Result<WishlistChange>> => {
      const removed = await this.wishlist.remove(memberId, goodsId);
      if (!removed && (await this.wishlist.goodsStatus(goodsId)) === 'unknown') return goodsNotFound();
      return ok({ goodsId, wished: false, changed: removed, count: await this.wishlist.count(memberId) });
    });
  }
}
