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
}

export interface PageRequest {
  page: number;
  size: number;
}

export const MAX_PAGE_SIZE = 100;

export function pageOf<T>(content: T[], request: PageRequest, totalElements: number): Page<T> {
  const totalPages = request.size === 0 ? 0 : Math.ceil(totalElements / request.size);
  return {
    content,
    page: request.page,
    size: request.size,
    totalElements,
    totalPages,
    first: request.page === 0,
    last: request.page >= totalPages - 1,
    empty: content.length === 0,
  };
}

export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, content: page.content.map(map) };
}

export function offsetOf(request: PageRequest): number {
  return request.page * request.size;
}
