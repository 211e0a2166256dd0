import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE, type PageRequest } from '../../../../shared/domain/page';

const PAGE_MESSAGE = 'page는 0 이상의 정수여야 합니다.';
const SIZE_MESSAGE = `size는 1 이상 ${MAX_PAGE_SIZE} 이하의 정수여야 합니다.`;

/** `page` (from 0) and `size` (1-100) of a member's list, `size` defaulting to the spec's page size for that list. */
export function pagingRequest(defaultSize: number) {
  class PagingRequest {
    @ApiPropertyOptional({ type: 'integer', description: 'page number, from 0', default: 0, minimum: 0 })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: PAGE_MESSAGE })
    @Min(0, { message: PAGE_MESSAGE })
    @Max(Number.MAX_SAFE_INTEGER, { message: PAGE_MESSAGE })
    page: number = 0;

    @ApiPropertyOptional({ type: 'integer', description: 'items per page', default: defaultSize, minimum: 1, maximum: MAX_PAGE_SIZE })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: SIZE_MESSAGE })
    @Min(1, { message: SIZE_MESSAGE })
    @Max(MAX_PAGE_SIZE, { message: SIZE_MESSAGE })
    size: number = defaultSize;

    toPageRequest(): PageRequest {
      return { page: this.page, size: this.size };
    }
  }
  return PagingRequest;
}
