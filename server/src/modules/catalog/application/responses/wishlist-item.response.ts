import { ApiProperty } from '@nestjs/swagger';
import type { WishlistItem } from '../../domain/wishlist';
import { ShowGoodsResponse, toShowGoodsResponse } from './goods-card.response';

/** `WishlistItem` in docs/api.md: a saved goods item as My Page lists it. */
export class WishlistItemResponse {
  @ApiProperty({ example: 3, description: 'the goods id' })
  id!: number;

  @ApiProperty({ example: '미니 토트백' })
  goodsName!: string;

  @ApiProperty({ example: 189000, description: 'won' })
  price!: number;

  @ApiProperty({ example: '/images/goods/mini-tote-1.svg' })
  thumb_src!: string;

  @ApiProperty({ type: [ShowGoodsResponse], description: 'its categories, for the product page\'s address' })
  showGoods!: ShowGoodsResponse[];

  @ApiProperty({ example: true, description: 'false once the goods is no longer sold (hidden in the back office): shown as such, removable' })
  onSale!: boolean;

  @ApiProperty({ example: '2026-11-01T09:00:00.000Z', format: 'date-time', description: 'when the member saved it' })
  savedAt!: string;
}

export class WishlistIdsResponse {
  @ApiProperty({ type: [Number], example: [12, 3], description: 'every saved goods id, newest first (at most 200)' })
  goodsIds!: number[];
}

/** Copies only the documented fields. */
export function toWishlistItemResponse(item: WishlistItem): WishlistItemResponse {
  return {
    id: item.goodsId,
    goodsName: item.goodsName,
    price: item.price,
    thumb_src: item.thumbSrc,
    showGoods: item.categories.map(toShowGoodsResponse),
    onSale: item.onSale,
    savedAt: item.savedAt.toISOString(),
  };
}
