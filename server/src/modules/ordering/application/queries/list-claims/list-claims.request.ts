import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';
import type { ClaimFilter, ClaimListKind, ClaimListState } from '../../ports/staff-order-queries.port';

/** The cancel-request list: 10 a page, open requests first; narrowed by kind or by state. */
export class ListClaimsRequest extends pageQueryRequest({ defaultSize: 10, items: 'requests' }) {
  @ApiPropertyOptional({ enum: ['pending', 'decided'] })
  @IsOptional()
  @IsIn(['pending', 'decided'], { message: 'status는 pending 또는 decided여야 합니다.' })
  status?: ClaimListState;

  @ApiPropertyOptional({ enum: ['cancel', 'return', 'exchange'] })
  @IsOptional()
  @IsIn(['cancel', 'return', 'exchange'], { message: 'kind는 cancel, return, exchange 중 하나여야 합니다.' })
  kind?: ClaimListKind;

  toFilter(): ClaimFilter {
    return { ...(this.kind ? { kind: this.kind } : {}), ...(this.status ? { state: this.status } : {}) };
  }
}
