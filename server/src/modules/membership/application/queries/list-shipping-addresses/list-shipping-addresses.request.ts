import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';
import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';
import { AddressBook } from '../../../domain/address-book';

/** adr.php's query: `id` is the member; the spec's client asks for 5 a page, and a book holds at most 20. */
export class ListShippingAddressesQuery extends pageQueryRequest({ defaultSize: 5, maxSize: AddressBook.CAPACITY, items: 'addresses' }) {
  @IsRowId('id', 12)
  id!: number;
}
