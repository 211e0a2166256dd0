import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { ClaimFilter, ClaimListKind, ClaimListState } from '../../ports/staff-order-queries.port';

/** The cancel-request list's filters (kind, state), without paging: the export takes up to CSV_EXPORT_LIMIT rows. */
export class ExportClaimsRequest {
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
