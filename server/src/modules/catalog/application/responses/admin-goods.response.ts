import { ApiProperty } from '@nestjs/swagger';
import { GOODS_STATUSES } from '../../domain/goods-status';
import { combinedImageStatus, type GoodsImageStatus } from '../../domain/goods-image-status';
import type { GoodsForEdit } from '../ports/goods-admin.repository.port';
import { GoodsImageResponse } from './goods-detail.response';
import { goodsImageFailureText, imageFailureProperty, imageStatusProperty } from './goods-image-state';

/** An extra image in the back office's form: the storefront shows it only once READY. */
export class AdminGoodsImageResponse extends GoodsImageResponse {
  @imageStatusProperty('PROCESSING (이미지 처리 중) until its job has drawn it, READY, or FAILED with the reason') status: GoodsImageStatus;
  @imageFailureProperty() failure: string | null;
}

/** A goods item as the back office's form edits it. */
export class AdminGoodsResponse {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: '미니 토트백' }) goodsName: string;
  @ApiProperty({ example: 189000 }) price: number;
  @ApiProperty({ example: '여러 줄의 설명' }) contents: string;
  @ApiProperty({ example: '/uploads/goods/0b9c...-thumb.webp' }) thumb_src: string;
  @imageStatusProperty('the newest thumbnail upload: PROCESSING or FAILED while thumb_src is still the previous one (or not drawn yet)')
  thumbStatus: GoodsImageStatus;
  @imageFailureProperty() thumbFailure: string | null;
  @ApiProperty({ type: [AdminGoodsImageResponse], description: 'the extra images, in order, whatever their status' }) goodsImgDtos: AdminGoodsImageResponse[];
  @imageStatusProperty('every image together: PROCESSING while any is (the console refreshes), else FAILED when any failed, else READY')
  imageStatus: GoodsImageStatus;
  @ApiProperty({ type: [Number], example: [1, 4], description: '1 bag, 2 wallet, 3 accessory, 4 best item' }) categoryIds: number[];
  @ApiProperty({ type: [Number], example: [2] }) optCategoryIds: number[];
  @ApiProperty({ example: true }) madeToOrder: boolean;
  @ApiProperty({ example: 1, minimum: 1, maximum: 30, description: 'production days, Korean business days: the least' }) productionDaysMin: number;
  @ApiProperty({ example: 3, minimum: 1, maximum: 30, description: 'production days, Korean business days: the most (the dispatch due date counts these)' })
  productionDaysMax: number;
  @ApiProperty({ example: false, description: 'deleted: the storefront no longer offers it' }) hidden: boolean;
  @ApiProperty({ example: 'ON_SALE', enum: GOODS_STATUSES, description: 'DRAFT 임시저장, ON_SALE 판매중, SOLD_OUT 품절, HIDDEN 숨김' }) status: string;
  @ApiProperty({ example: false, description: '추가 구매 전용: sold only together with other goods' }) addonOnly: boolean;
  @ApiProperty({ example: '2026-10-01T09:00:00.000Z', format: 'date-time' }) created: string;
}

export function toAdminGoodsResponse(goods: GoodsForEdit): AdminGoodsResponse {
  return {
    id: goods.id,
    goodsName: goods.goodsName,
    price: goods.price,
    contents: goods.contents,
    thumb_src: goods.thumbSrc,
    thumbStatus: goods.pendingThumbnail?.status ?? 'READY',
    thumbFailure: goodsImageFailureText(goods.pendingThumbnail?.failureReason ?? null),
    goodsImgDtos: goods.images.map((image) => ({
      id: image.id,
      src: image.src,
      originName: image.originName,
      status: image.status,
      failure: goodsImageFailureText(image.failureReason),
    })),
    imageStatus: combinedImageStatus([goods.pendingThumbnail?.status ?? 'READY', ...goods.images.map((image) => image.status)]),
    categoryIds: [...goods.categoryIds],
    optCategoryIds: [...goods.optionCategoryIds],
    madeToOrder: goods.madeToOrder,
    productionDaysMin: goods.productionDays.min,
    productionDaysMax: goods.productionDays.max,
    hidden: goods.hidden,
    status: goods.status,
    addonOnly: goods.addonOnly,
    created: goods.created.toISOString(),
  };
}
