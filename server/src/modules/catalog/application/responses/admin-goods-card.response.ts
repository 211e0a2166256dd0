import { ApiProperty } from '@nestjs/swagger';
import type { GoodsSummary } from '../../domain/goods';
import { GoodsCardResponse, toGoodsCardResponse } from './goods-card.response';

/** A goods card in the back office's list: whether the storefront still offers it. */
export class AdminGoodsCardResponse extends GoodsCardResponse {
  @ApiProperty({ example: false, description: 'deleted in the back office: the storefront no longer offers it' })
  hidden: boolean;

  @ApiProperty({ example: true, description: 'made to order (주문 제작)' })
  madeToOrder: boolean;
}

export function toAdminGoodsCardResponse(goods: GoodsSummary): AdminGoodsCardResponse {
  return { ...toGoodsCardResponse(goods), hidden: goods.hidden, madeToOrder: goods.madeToOrder };
}
