import { pagingRequest } from '../../requests/paging.request';

/** The spec's My Page coupon list: 2 per page. */
export const COUPON_PAGE_SIZE = 2;

export class ListHeldCouponsRequest extends pagingRequest(COUPON_PAGE_SIZE) {}
