import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE, type PageRequest } from '../../domain/page';
import { ToNumber } from './to-number.decorator';

export interface PageQueryOptions {
  /** The list's page size when the query leaves `size` out (the spec's: 10 goods, 2 orders, 5 addresses...). */
  defaultSize: number;
  /** The largest `size` taken; MAX_PAGE_SIZE unless the list is smaller (an address book holds 20). */
  maxSize?: number;
  /** What the list holds, for the document: "orders per page". */
  items?: string;
}

/**
 * `page` (from 0) and `size` of a paged list, as a base class a request extends (`class X extends
 * pageQueryRequest({ defaultSize: 2 }) {}`). Given a filter class (a list's CSV export request), the paged request
 * is that filter plus paging, so the list and its export validate the same fields in one place. The query string is text: `@Type` makes it a number and `@IsInt`
 * turns "abc" (NaN), "1.5" and "1e400" into a 400 naming the field in Korean. The page is capped at the largest
 * exact integer, so the offset never overflows.
 */
export function pageQueryRequest<TFilter extends object = object>(
  { defaultSize, maxSize = MAX_PAGE_SIZE, items = 'items' }: PageQueryOptions,
  Filter?: new () => TFilter,
) {
  const sizeMessage = `size는 1 이상 ${maxSize} 이하의 정수여야 합니다.`;
  const Base = (Filter ?? class {}) as new () => object;

  class PageQueryRequest extends Base {
    @ApiPropertyOptional({ type: 'integer', description: 'page number, from 0', default: 0, minimum: 0 })
    @IsOptional()
    @ToNumber()
    @IsInt({ message: 'page는 0 이상의 정수여야 합니다.' })
    @Min(0, { message: 'page는 0 이상의 정수여야 합니다.' })
    @Max(Number.MAX_SAFE_INTEGER, { message: 'page가 너무 큽니다.' })
    page: number = 0;

    @ApiPropertyOptional({ type: 'integer', description: `${items} per page`, default: defaultSize, minimum: 1, maximum: maxSize })
    @IsOptional()
    @ToNumber()
    @IsInt({ message: sizeMessage })
    @Min(1, { message: sizeMessage })
    @Max(maxSize, { message: sizeMessage })
    size: number = defaultSize;

    toPageRequest(): PageRequest {
      return { page: this.page, size: this.size };
    }
  }
  return PageQueryRequest as new () => PageQueryRequest & TFilter;
}
