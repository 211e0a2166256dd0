import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE, type PageRequest } from '../../../../../shared/domain/page';
import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** My Page shows 2 orders a page (spec). */
export const ORDER_PAGE_SIZE = 2;

/** `{memberId}` of /api/order/{memberId} and /api/order/{memberId}/counting. */
export class MemberIdPathRequest {
  @IsRowId('memberId', 12)
  memberId!: number;
}

/** `?page=&size=` of the member's order list. */
export class OrderPageQueryRequest {
  @ApiPropertyOptional({ type: 'integer', description: 'page number, from 0', default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page는 0 이상의 정수여야 합니다.' })
  @Min(0, { message: 'page는 0 이상의 정수여야 합니다.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'page가 너무 큽니다.' })
  page: number = 0;

  @ApiPropertyOptional({ type: 'integer', description: 'orders per page', default: ORDER_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `size는 1 이상 ${MAX_PAGE_SIZE} 이하의 정수여야 합니다.` })
  @Min(1, { message: `size는 1 이상 ${MAX_PAGE_SIZE} 이하의 정수여야 합니다.` })
  @Max(MAX_PAGE_SIZE, { message: `size는 1 이상 ${MAX_PAGE_SIZE} 이하의 정수여야 합니다.` })
  size: number = ORDER_PAGE_SIZE;

  toPageRequest(): PageRequest {
    return { page: this.page, size: this.size };
  }
}
