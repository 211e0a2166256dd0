import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';

/** The spec's My Page coupon list: 2 per page. */
export const COUPON_PAGE_SIZE = 2;

export class ListHeldCouponsRequest extends pageQueryRequest({ defaultSize: COUPON_PAGE_SIZE, items: 'coupons' }) {}
