import { IsRowId } from '../../../../shared/http/validation/is-row-id.decorator';

/** DELETE /api/order_view.php?orderId= */
export class OrderIdQuery {
  @IsRowId('주문 번호', 41)
  orderId!: number;
}
