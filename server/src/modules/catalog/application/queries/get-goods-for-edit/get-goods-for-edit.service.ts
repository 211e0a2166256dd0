import { Inject, Injectable } from '@nestjs/common';
import { type Result, ok } from '../../../../../shared/domain/result';
import { GOODS_ADMIN_REPOSITORY } from '../../../catalog.di-tokens';
import { goodsNotFound } from '../../../domain/catalog.errors';
import type { GoodsAdminRepositoryPort, GoodsForEdit } from '../../ports/goods-admin.repository.port';

/** One goods item for the back office's form, hidden or not. */
@Injectable()
export class GetGoodsForEditService {
  constructor(@Inject(GOODS_ADMIN_REPOSITORY) private readonly goods: GoodsAdminRepositoryPort) {}

  async execute(id: number): Promise<Result<GoodsForEdit>> {
    const goods = await this.goods.findForEdit(id);
    return goods ? ok(goods) : goodsNotFound();
  }
}
