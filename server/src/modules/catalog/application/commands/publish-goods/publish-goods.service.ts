import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { GOODS_ADMIN_REPOSITORY } from '../../../catalog.di-tokens';
import { goodsNotFound, goodsPublishedAlready } from '../../../domain/catalog.errors';
import { isPublishable } from '../../../domain/goods-status';
import type { GoodsAdminRepositoryPort } from '../../ports/goods-admin.repository.port';
import { goodsSnapshot } from '../../services/goods-snapshot';

/**
 * 게시: a draft (every new goods item starts as one) or a hidden goods item goes on sale, so the storefront lists it
 * and the checkout sells it. One unit of work: the row locked, the status set, the audit record. A deleted goods item
 * is not found; one on sale or sold out is published already (409, nothing changes).
 */
@Injectable()
export class PublishGoodsService {
  constructor(
    @Inject(GOODS_ADMIN_REPOSITORY) private readonly goods: GoodsAdminRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  execute(id: number, by: StaffActor): Promise<Result<{ id: number }>> {
    return this.unitOfWork.run(async () => {
      const before = await this.goods.lockForEdit(id);
      if (!before || before.hidden) return goodsNotFound();
      if (!isPublishable(before.status)) return goodsPublishedAlready();
      await this.goods.setStatus(id, 'ON_SALE');
      await this.activity.changed(by, {
        action: 'goods.publish',
        targetType: 'goods',
        targetId: id,
        before: goodsSnapshot(before),
        after: goodsSnapshot({ ...before, status: 'ON_SALE' }),
      });
      return ok({ id });
    });
  }
}
