import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE, type PageRequest } from '../../../../shared/domain/page';

export const DEFAULT_PAGE_SIZE = 10;

/**
 * `page` (from 0) and `size` (1 to 100) of a paged list. The query string is text:
 * `@Type` makes it a number and `@IsInt` turns "abc" (NaN), "1.5" and "1e400" into a 400.
 * The page is capped at the largest exact integer, so the offset never overflows.
 */
export class PageQueryRequest {
  @ApiPropertyOptional({ type: 'integer', description: 'page number, from 0', default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page는 0 이상의 정수여야 합니다.' })
  @Min(0, { message: 'page는 0 이상의 정수여야 합니다.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'page가 너무 큽니다.' })
  page: number = 0;

  @ApiPropertyOptional({ type: 'integer', description: 'items per page', default: DEFAULT_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `size는 1 이상 ${MAX_PAGE_SIZE} 이하의 정수여야 합니다.` })
  @Min(1, { message: `size는 1 이상 ${MAX_PAGE_SIZE} 이하의 정수여야 합니다.` })
  @Max(MAX_PAGE_SIZE, { message: `size는 1 이상 ${MAX_PAGE_SIZE} 이하의 정수여야 합니다.` })
  size: number = DEFAULT_PAGE_SIZE;

  toPageRequest(): PageRequest {
    return { page: this.page, size: this.size };
  }
}
