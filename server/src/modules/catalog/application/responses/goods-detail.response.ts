import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { TEXT_CHARSETS } from '../../../../shared/domain/personalisation-text';
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

/** The text an option item asks the shopper for (engraving): shared/domain/personalisation-text.ts. */
export class OptionTextRuleResponse {
  @ApiProperty({ example: '이니셜', description: 'what the product page asks for' })
  label: string;

  @ApiProperty({ example: 3, description: 'the most characters' })
  maxLength: number;

  @ApiProperty({ example: 'UPPER_LATIN', enum: TEXT_CHARSETS, description: 'UPPER_LATIN A–Z; LATIN letters; LATIN_DIGITS letters and digits; HANGUL_LATIN_DIGITS Hangul, letters and digits' })
  charset: string;

  @ApiProperty({ example: true, description: "shown and stored upper-cased ('jhk' → 'JHK')" })
  upperCase: boolean;
}

export class OptionItemResponse {
  @ApiProperty({ example: 5 })
  id: number;

  @ApiProperty({ example: '롱 (120cm)' })
  optName: string;

  @ApiProperty({ example: 5000, description: 'added to the price, in won' })
  price: number;

  // allOf + nullable: OpenAPI 3.0's way to say "this object or null" ($ref ignores its siblings).
  @ApiProperty({ allOf: [{ $ref: getSchemaPath(OptionTextRuleResponse) }], nullable: true, description: 'the text choosing it asks for; null when none' })
  textInput: OptionTextRuleResponse | null;
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
@ApiExtraModels(OptionTextRuleResponse)
export class GoodsDetailResponse extends GoodsCardResponse {
  @ApiProperty({ example: false, description: 'sold only together with other goods (the shopping bag): an order of such goods alone is refused' })
  addonOnly: boolean;

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
  return {
    id: item.id,
    optName: item.optName,
    price: item.price,
    textInput: item.text ? { label: item.text.label, maxLength: item.text.maxLength, charset: item.text.charset, upperCase: item.text.upperCase } : null,
  };
}

export function toOptionCategoryResponse(category: OptionCategory): OptionCategoryResponse {
  return { id: category.id, categoryName: category.categoryName, requireYn: category.requireYn, opts: category.opts.map(toOptionItemResponse) };
}

/** `urlOf`: the file storage's URL of a review photo. */
export function toGoodsDetailResponse(goods: GoodsDetail, urlOf: (key: string) => string): GoodsDetailResponse {
  return {
    ...toGoodsCardResponse(goods),
    addonOnly: goods.addonOnly,
    goodsImgDtos: goods.images.map(toGoodsImageResponse),
    optCategoryDtos: goods.optionCategories.map(toOptionCategoryResponse),
    reviewDtos: goods.latestReviews.map((review) => toReviewResponse(review, urlOf)),
  };
}
