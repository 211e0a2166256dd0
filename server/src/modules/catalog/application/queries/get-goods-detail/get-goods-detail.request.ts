import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** `?goodsId=` of index.php. */
export class GoodsIdQueryRequest {
  @IsRowId('goodsId', 3)
  goodsId: number;
}
