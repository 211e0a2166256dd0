import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';
import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';

/** My Page shows 2 orders a page (spec). */
export const ORDER_PAGE_SIZE = 2;

/** `{memberId}` of /api/order/{memberId} and /api/order/{memberId}/counting. */
export class MemberIdPathRequest {
  @IsRowId('memberId', 12)
  memberId!: number;
}

/** `?page=&size=` of the member's order list. */
export class OrderPageQueryRequest extends pageQueryRequest({ defaultSize: ORDER_PAGE_SIZE, items: 'orders' }) {}
