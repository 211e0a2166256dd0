import type { PageQuery } from '../api/admin-types';

/** `?page=0&size=10&sort=created,desc` for a list call (sort left out when none is chosen). */
export function pageQueryString({ page, size, sort }: PageQuery): string {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  if (sort) params.set('sort', sort);
  return params.toString();
}
