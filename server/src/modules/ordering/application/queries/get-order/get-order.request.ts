import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** `{orderId}` of /api/order/one/{orderId}. */
export class OrderIdPathRequest {
  @IsRowId('orderId', 41)
  orderId!: number;
}
