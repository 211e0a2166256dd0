import type { PageQuery } from '../api/admin-types';

/** `?page=0&size=10&sort=created,desc` for a list call (sort left out when none is chosen). */
export function pageQueryString({ page, size, sort }: PageQuery): string {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  if (sort) params.set('sort', sort);
  return params.toString();
}

/** pageQueryString and a list's filters after it, the empty ones left out: `?page=0&size=20&sort=at,desc&adminId=3`. */
export function filteredPageQueryString<Filter extends { [Name in keyof Filter]?: string | number }>({ page, size, sort, ...filters }: PageQuery & Filter): string {
  const params = new URLSearchParams(pageQueryString({ page, size, sort }));
  for (const [name, value] of Object.entries(filters) as [string, string | number | undefined][]) if (value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}
