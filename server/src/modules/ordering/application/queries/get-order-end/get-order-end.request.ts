import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** `?o_idx=` of order_end.php: the order id. */
export class OrderEndQueryRequest {
  @IsRowId('o_idx', 41)
  o_idx!: number;
}
