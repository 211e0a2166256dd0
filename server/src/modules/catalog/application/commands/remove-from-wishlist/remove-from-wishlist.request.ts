import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** `{goodsId}` of DELETE /api/member/wishlist/{goodsId}. */
export class WishlistGoodsPathRequest {
  @IsRowId('goodsId', 3)
  goodsId!: number;
}
