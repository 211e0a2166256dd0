import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';
import { AddShippingAddressRequest } from '../add-shipping-address/add-shipping-address.request';

/** The add's body plus the address's id. */
export class UpdateShippingAddressRequest extends AddShippingAddressRequest {
  @IsRowId('id', 7)
  id!: number;
}
