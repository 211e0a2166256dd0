import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import type { AuditLogFilter } from '../../ports/audit-log.port';
import { ToNumber } from '../../../../../shared/http/validation/to-number.decorator';

/** The audit list's filters (one admin, one kind of target), without paging: newest first, up to CSV_EXPORT_LIMIT rows. */
export class ExportAuditLogRequest {
  @ApiPropertyOptional({ type: 'integer' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'adminId는 1 이상의 정수여야 합니다.' })
  @Min(1, { message: 'adminId는 1 이상의 정수여야 합니다.' })
  @Max(2_147_483_647, { message: 'adminId는 1 이상의 정수여야 합니다.' })
  adminId?: number;

  @ApiPropertyOptional({ example: 'goods' })
  @IsOptional()
  @IsString({ message: 'targetType이 올바르지 않습니다.' })
  // The kinds the audit calls write: lower-case words joined by a hyphen (api-token) or an underscore (option_category).
  @Matches(/^[a-z_-]{1,40}$/, { message: 'targetType이 올바르지 않습니다.' })
  targetType?: string;

  toFilter(): AuditLogFilter {
    return { adminId: this.adminId, targetType: this.targetType };
  }
}
