import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** adr_get.php's query. */
export class GetShippingAddressQuery {
  @IsRowId('memId', 12)
  memId!: number;

  @IsRowId('addrId', 7)
  addrId!: number;
}
