import { ApiProperty } from '@nestjs/swagger';
import type { CategoryEntry } from '../../domain/goods';
import { GoodsCardResponse, toGoodsCardResponse } from './goods-card.response';

/** The prod_gbn reading of a category list: `{ id, categoryId, goods }`. */
export class CategoryEntryResponse {
  @ApiProperty({ example: 7, description: 'id of the goods-category row' })
  id: number;

  @ApiProperty({ example: 1, enum: [1, 2, 3] })
  categoryId: number;

  @ApiProperty({ type: GoodsCardResponse })
  goods: GoodsCardResponse;
}

export function toCategoryEntryResponse(entry: CategoryEntry): CategoryEntryResponse {
  return { id: entry.id, categoryId: entry.categoryId, goods: toGoodsCardResponse(entry.goods) };
}
