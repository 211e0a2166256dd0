import { ApiProperty } from '@nestjs/swagger';
import type { CategoryMembership, GoodsSummary } from '../../domain/goods';
import { GOODS_STATUSES } from '../../domain/goods-status';

export class ShowGoodsResponse {
  @ApiProperty({ example: 7, description: 'id of the goods-category row' })
  id: number;

  @ApiProperty({ example: 1, enum: [1, 2, 3, 4], description: '1 bag, 2 wallet, 3 accessory, 4 best item' })
  categoryId: number;
}

/** `GoodsCard` in docs/api.md: a goods item as every list shows it. */
export class GoodsCardResponse {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: '미니 토트백' })
  goodsName: string;

  @ApiProperty({ example: 189000, description: 'won' })
  price: number;

  @ApiProperty({ example: '/images/goods/mini-tote-1.svg' })
  thumb_src: string;

  @ApiProperty({ example: '여러 줄의 설명' })
  contents: string;

  @ApiProperty({ example: '2026-10-01T09:00:00.000Z', format: 'date-time' })
  created: string;

  @ApiProperty({ type: [ShowGoodsResponse] })
  showGoods: ShowGoodsResponse[];

  @ApiProperty({ example: 'ON_SALE', enum: GOODS_STATUSES, description: 'ON_SALE; SOLD_OUT (품절: shown, not sold); DRAFT and HIDDEN only in the back office' })
  status: string;

  @ApiProperty({ example: 4 })
  reviewCount: number;

  @ApiProperty({ example: 4.5, description: 'average score rounded to one decimal; 0 without reviews' })
  reviewScore: number;
}

export function toShowGoodsResponse(membership: CategoryMembership): ShowGoodsResponse {
  return { id: membership.id, categoryId: membership.categoryId };
}

/** Copies only the documented fields, so nothing else about a goods item reaches a client. */
export function toGoodsCardResponse(goods: GoodsSummary): GoodsCardResponse {
  return {
    id: goods.id,
    goodsName: goods.goodsName,
    price: goods.price,
    thumb_src: goods.thumbSrc,
    contents: goods.contents,
    created: goods.created.toISOString(),
    showGoods: goods.categories.map(toShowGoodsResponse),
    status: goods.status,
    reviewCount: goods.reviewCount,
    reviewScore: goods.reviewScore,
  };
}
