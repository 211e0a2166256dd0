import { Inject, Injectable } from '@nestjs/common';
import { ok, type Result } from '../../../../../shared/domain/result';
import { goodsNotFound } from '../../../domain/catalog.errors';
import { GOODS_DETAIL_REVIEW_COUNT, type GoodsDetail } from '../../../domain/goods';
import { GOODS_READ_REPOSITORY } from '../../../catalog.di-tokens';
import type { GoodsReadRepositoryPort } from '../../ports/goods-read.repository.port';

/** Everything the product page shows of one goods item. */
@Injectable()
export class GetGoodsDetailService {
  constructor(@Inject(GOODS_READ_REPOSITORY) private readonly goods: GoodsReadRepositoryPort) {}

  async execute(goodsId: number): Promise<Result<GoodsDetail>> {
    const detail = await this.goods.findDetail(goodsId, GOODS_DETAIL_REVIEW_COUNT);
    return detail ? ok(detail) : goodsNotFound();
  }
}
