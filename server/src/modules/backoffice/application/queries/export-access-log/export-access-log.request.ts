import { ACCESS_SUBJECT_TYPES } from '../../../../../shared/application/staff-activity.port';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { AccessLogFilter, AccessSubjectType } from '../../ports/access-log.port';
import { ToNumber } from '../../../../../shared/http/validation/to-number.decorator';

/** The access log's filters (one admin, one kind of subject), without paging: newest first, up to CSV_EXPORT_LIMIT rows. */
export class ExportAccessLogRequest {
  @ApiPropertyOptional({ type: 'integer' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'adminId는 1 이상의 정수여야 합니다.' })
  @Min(1, { message: 'adminId는 1 이상의 정수여야 합니다.' })
  @Max(2_147_483_647, { message: 'adminId는 1 이상의 정수여야 합니다.' })
  adminId?: number;

  @ApiPropertyOptional({ enum: ACCESS_SUBJECT_TYPES })
  @IsOptional()
  @IsIn(ACCESS_SUBJECT_TYPES, { message: 'subjectType은 member, order 또는 staff여야 합니다.' })
  subjectType?: AccessSubjectType;

  toFilter(): AccessLogFilter {
    return { adminId: this.adminId, subjectType: this.subjectType };
  }
}
