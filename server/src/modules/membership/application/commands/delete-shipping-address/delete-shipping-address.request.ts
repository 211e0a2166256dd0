import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** adr_del.php's query. */
export class DeleteShippingAddressQuery {
  @IsRowId('memId', 12)
  memId!: number;

  @IsRowId('addrId', 7)
  addrId!: number;
}
