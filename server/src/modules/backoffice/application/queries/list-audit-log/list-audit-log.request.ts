import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';

/** Newest first; narrowed to one admin or one kind of target. */
export class ListAuditLogRequest extends pageQueryRequest({ defaultSize: 20, items: 'entries' }) {
  @ApiPropertyOptional({ type: 'integer' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'adminId는 1 이상의 정수여야 합니다.' })
  @Min(1, { message: 'adminId는 1 이상의 정수여야 합니다.' })
  @Max(2_147_483_647, { message: 'adminId는 1 이상의 정수여야 합니다.' })
  adminId?: number;

  @ApiPropertyOptional({ example: 'goods' })
  @IsOptional()
  @IsString({ message: 'targetType이 올바르지 않습니다.' })
  @Matches(/^[a-z-]{1,40}$/, { message: 'targetType이 올바르지 않습니다.' })
  targetType?: string;
}
