import { type PageQueryOptions, pageQueryRequest } from './page-query.request';
import { type SortOrder, sortQueryRequest } from './sort-query.request';

export type { SortOrder };

/**
 * A paged list sorted on the server (the back office's tables): `page`, `size` and `sort` = `field,asc|desc`,
 * the field one of `fields` (the export's sort, paged). Anything else is a 400 naming the fields that may be used.
 * Given a filter class (the list's export request), the list validates the export's filters too.
 */
export function sortedPageQueryRequest<F extends string, TFilter extends object = object>(
  options: PageQueryOptions & { fields: readonly F[]; defaultSort: SortOrder<F> },
  Filter?: new () => TFilter,
) {
  return pageQueryRequest(options, sortQueryRequest(options, Filter));
}
