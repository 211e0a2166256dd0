import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** adr_save.php's body, which the spec does not show (docs/decisions.md, "The address book"). */
export class ChooseBaseAddressRequest {
  @IsRowId('memId', 12)
  memId!: number;

  @IsRowId('addrId', 7)
  addrId!: number;
}
