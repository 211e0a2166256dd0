import { type PageQueryOptions, pageQueryRequest } from './page-query.request';
import { type SortOrder, sortQueryRequest } from './sort-query.request';

export type { SortOrder };

/**
 * A paged list sorted on the server (the back office's tables): `page`, `size` and `sort` = `field,asc|desc`,
 * the field one of `fields` (the export's sort, paged). Anything else is a 400 naming the fields that may be used.
 */
export function sortedPageQueryRequest<F extends string>(options: PageQueryOptions & { fields: readonly F[]; defaultSort: SortOrder<F> }) {
  return pageQueryRequest(options, sortQueryRequest(options));
}
