import { Inject, Injectable } from '@nestjs/common';
import type { PricedGoods } from '../../../domain/priced-goods';
import { GOODS_READ_REPOSITORY } from '../../../catalog.di-tokens';
import type { GoodsReadRepositoryPort } from '../../ports/goods-read.repository.port';

/**
 * Today's prices and options of the goods a checkout names, for other contexts (the checkout's
 * quote). Deleted goods are left out, so a caller sees a missing id and refuses the line.
 */
@Injectable()
export class GetPriceListService {
  constructor(@Inject(GOODS_READ_REPOSITORY) private readonly goods: GoodsReadRepositoryPort) {}

  async execute(goodsIds: readonly number[]): Promise<PricedGoods[]> {
    return this.goods.findPriced(goodsIds);
  }
}
