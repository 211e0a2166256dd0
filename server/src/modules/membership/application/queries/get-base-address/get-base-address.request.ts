import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** adr_base.php's query. */
export class GetBaseAddressQuery {
  @IsRowId('memId', 12)
  memId!: number;
}
