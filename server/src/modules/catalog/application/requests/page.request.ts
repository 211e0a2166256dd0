import { pageQueryRequest } from '../../../../shared/http/validation/page-query.request';

export const DEFAULT_PAGE_SIZE = 10;

/** `page` (from 0) and `size` (1 to 100, 10 unless said) of a catalog list. */
export class PageQueryRequest extends pageQueryRequest({ defaultSize: DEFAULT_PAGE_SIZE }) {}
