import { presentQuery } from './present-query';

/** A list's CSV export path with the list's own filters and sort (never its paging: the export has its own limit); empty values left out. */
export function exportUrl(path: string, filters: Record<string, string | number | null | undefined> = {}): string {
  const query = presentQuery(filters);
  return query ? `${path}?${query}` : path;
}
