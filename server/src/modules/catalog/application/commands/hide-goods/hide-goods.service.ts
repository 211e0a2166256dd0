import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { GOODS_ADMIN_REPOSITORY } from '../../../catalog.di-tokens';
import { goodsNotFound } from '../../../domain/catalog.errors';
import type { GoodsAdminRepositoryPort } from '../../ports/goods-admin.repository.port';
import { goodsSnapshot } from '../../services/goods-snapshot';

/**
 * "Delete" in the back office hides the goods item: lists, search, the product page and the checkout no longer offer
 * it, while past orders (their own copy of name, price and thumbnail) still show it. Hiding twice changes nothing.
 */
@Injectable()
export class HideGoodsService {
  constructor(
    @Inject(GOODS_ADMIN_REPOSITORY) private readonly goods: GoodsAdminRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(id: number, by: StaffActor): Promise<Result<{ id: number }>> {
    return this.unitOfWork.run(async () => {
      const before = await this.goods.lockForEdit(id);
      if (!before) return goodsNotFound();
      if (before.hidden) return ok({ id });
      if (await this.goods.hide(id, this.clock.now())) {
        await this.activity.changed(by, {
          action: 'goods.delete',
          targetType: 'goods',
          targetId: id,
          before: goodsSnapshot(before),
          after: goodsSnapshot({ ...before, hidden: true }),
        });
      }
      return ok({ id });
    });
  }
}
