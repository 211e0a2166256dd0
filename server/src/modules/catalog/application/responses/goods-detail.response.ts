import { ApiProperty } from '@nestjs/swagger';
import type { GoodsDetail, GoodsImage } from '../../domain/goods';
import type { OptionCategory, OptionItem } from '../../domain/option-category';
import { GoodsCardResponse, toGoodsCardResponse } from './goods-card.response';
import { ReviewResponse, toReviewResponse } from './review.response';

export class GoodsImageResponse {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: '/images/goods/mini-tote-1.svg' })
  src: string;

  @ApiProperty({ example: 'mini-tote-1.svg' })
  originName: string;
}

export class OptionItemResponse {
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ example: '롱 (120cm)' })
  optName: string;

  @ApiProperty({ example: 5000, description: 'added to the price, in won' })
  price: number;
}

export class OptionCategoryResponse {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: '스트랩 길이' })
  categoryName: string;

  @ApiProperty({ example: 'Y', enum: ['Y', 'N'], description: 'Y: a choice is required' })
  requireYn: 'Y' | 'N';

  @ApiProperty({ type: [OptionItemResponse] })
  opts: OptionItemResponse[];
}

/** `GoodsDetail` in docs/api.md: a GoodsCard plus images, options and the newest reviews. */
export class GoodsDetailResponse extends GoodsCardResponse {
  @ApiProperty({ type: [GoodsImageResponse] })
  goodsImgDtos: GoodsImageResponse[];

  @ApiProperty({ type: [OptionCategoryResponse] })
  optCategoryDtos: OptionCategoryResponse[];

  @ApiProperty({ type: [ReviewResponse], description: 'the newest 10' })
  reviewDtos: ReviewResponse[];
}

function toGoodsImageResponse(image: GoodsImage): GoodsImageResponse {
  return { id: image.id, src: image.src, originName: image.originName };
}

function toOptionItemResponse(item: OptionItem): OptionItemResponse {
  return { id: item.id, optName: item.optName, price: item.price };
}

export function toOptionCategoryResponse(category: OptionCategory): OptionCategoryResponse {
  return { id: category.id, categoryName: category.categoryName, requireYn: category.requireYn, opts: category.opts.map(toOptionItemResponse) };
}

/** `urlOf`: the file storage's URL of a review photo. */
export function toGoodsDetailResponse(goods: GoodsDetail, urlOf: (key: string) => string): GoodsDetailResponse {
  return {
    ...toGoodsCardResponse(goods),
    goodsImgDtos: goods.images.map(toGoodsImageResponse),
    optCategoryDtos: goods.optionCategories.map(toOptionCategoryResponse),
    reviewDtos: goods.latestReviews.map((review) => toReviewResponse(review, null, urlOf)),
  };
}
