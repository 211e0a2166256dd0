import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** `/api/review/mine?orderId=&goodsId=` */
export class GetMyReviewQueryRequest {
  @IsRowId('orderId', 12)
  orderId: number;

  @IsRowId('goodsId', 3)
  goodsId: number;
}
