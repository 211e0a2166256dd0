import { IsRowId } from '../../../../shared/http/validation/is-row-id.decorator';

/** `{orderId}` of /api/order/one/{orderId} (the edit and the cancel beside ordering's read). */
export class OrderIdPath {
  @IsRowId('주문 번호', 41)
  orderId!: number;
}
