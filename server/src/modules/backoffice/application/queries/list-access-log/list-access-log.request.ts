import { ACCESS_SUBJECT_TYPES, type AccessSubjectType } from '../../../../../shared/application/staff-activity.port';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';

/** Newest first; narrowed to one admin or one kind of subject. */
export class ListAccessLogRequest extends pageQueryRequest({ defaultSize: 20, items: 'entries' }) {
  @ApiPropertyOptional({ type: 'integer' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'adminId는 1 이상의 정수여야 합니다.' })
  @Min(1, { message: 'adminId는 1 이상의 정수여야 합니다.' })
  @Max(2_147_483_647, { message: 'adminId는 1 이상의 정수여야 합니다.' })
  adminId?: number;

  @ApiPropertyOptional({ enum: ACCESS_SUBJECT_TYPES })
  @IsOptional()
  @IsIn(ACCESS_SUBJECT_TYPES, { message: 'subjectType은 member, order 또는 staff여야 합니다.' })
  subjectType?: AccessSubjectType;
}
