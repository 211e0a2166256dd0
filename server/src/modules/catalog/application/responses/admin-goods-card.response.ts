import { ApiProperty } from '@nestjs/swagger';
import type { GoodsSummary } from '../../domain/goods';
import type { GoodsImageStatus } from '../../domain/goods-image-status';
import { GoodsCardResponse, toGoodsCardResponse } from './goods-card.response';
import { imageStatusProperty } from './goods-image-state';

/** A goods item in the console's list with the state of its images (issue 18). */
export interface StaffGoodsSummary extends GoodsSummary {
  thumbStatus: GoodsImageStatus;
  imageStatus: GoodsImageStatus;
}

/** A goods card in the back office's list: whether the storefront still offers it, and whether its images are drawn. */
export class AdminGoodsCardResponse extends GoodsCardResponse {
  @ApiProperty({ example: false, description: 'deleted in the back office: the storefront no longer offers it' })
  hidden: boolean;

  @ApiProperty({ example: true, description: 'made to order (주문 제작)' })
  madeToOrder: boolean;

  @imageStatusProperty('the newest thumbnail upload: PROCESSING (이미지 처리 중) or FAILED while thumb_src is not it')
  thumbStatus: GoodsImageStatus;

  @imageStatusProperty('every image together: PROCESSING while any is, else FAILED when any failed, else READY')
  imageStatus: GoodsImageStatus;
}

export function toAdminGoodsCardResponse(goods: StaffGoodsSummary): AdminGoodsCardResponse {
  return { ...toGoodsCardResponse(goods), hidden: goods.hidden, madeToOrder: goods.madeToOrder, thumbStatus: goods.thumbStatus, imageStatus: goods.imageStatus };
}
