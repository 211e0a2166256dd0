/** A page of results in the shape the storefront reads: `content` plus paging facts. */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
  empty: boolean;
  /** Present (true) when more rows match than `totalElements`: a long list's count stops at COUNT_CAP. */
  totalCapped?: true;
}

export interface PageRequest {
  page: number;
  size: number;
}

export const MAX_PAGE_SIZE = 100;

/**
 * Where the staff lists stop counting: past it a list says "1,000건 이상" instead of counting every row, so its cost
 * does not grow with the shop (docs/decisions.md, "How reads grow with the shop").
 */
export const COUNT_CAP = 1_000;

/** A count that stopped at COUNT_CAP: `capped` when more rows matched. */
export interface CappedCount {
  total: number;
  capped: boolean;
}

export function pageOf<T>(content: T[], request: PageRequest, totalElements: number | CappedCount): Page<T> {
  const { total, capped } = typeof totalElements === 'number' ? { total: totalElements, capped: false } : totalElements;
  const totalPages = request.size === 0 ? 0 : Math.ceil(total / request.size);
  return {
    content,
    page: request.page,
    size: request.size,
    totalElements: total,
    totalPages,
    first: request.page === 0,
    last: !capped && request.page >= totalPages - 1,
    empty: content.length === 0,
    ...(capped ? { totalCapped: true as const } : {}),
  };
}

export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, content: page.content.map(map) };
}

export function offsetOf(request: PageRequest): number {
  return request.page * request.size;
}
