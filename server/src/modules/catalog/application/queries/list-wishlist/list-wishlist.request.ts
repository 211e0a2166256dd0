import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';
import { WISHLIST_CAPACITY, WISHLIST_PAGE_SIZE } from '../../../domain/wishlist';

/** `page` (from 0) and `size` (1 to 200, 10 unless said) of the member's wishlist. */
export class ListWishlistRequest extends pageQueryRequest({ defaultSize: WISHLIST_PAGE_SIZE, maxSize: WISHLIST_CAPACITY, items: 'saved goods' }) {}
