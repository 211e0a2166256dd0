import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MEMBER_DIRECTORY_SORT_FIELDS } from '../../ports/member-directory.port';

const SORT_MESSAGE = `sort는 "${MEMBER_DIRECTORY_SORT_FIELDS.join('|')},asc|desc" 형식이어야 합니다.`;

/** The list's search and sort, without paging (the export takes up to 10,000 rows). */
export class ExportMembersRequest {
  @ApiPropertyOptional({ maxLength: 50 })
  @IsOptional()
  @IsString({ message: '검색어는 50자 이하로 입력해주세요.' })
  @MaxLength(50, { message: '검색어는 50자 이하로 입력해주세요.' })
  q?: string;

  @ApiPropertyOptional({ example: 'id,desc' })
  @IsOptional()
  @IsString({ message: SORT_MESSAGE })
  @Matches(new RegExp(`^(${MEMBER_DIRECTORY_SORT_FIELDS.join('|')}),(asc|desc)$`), { message: SORT_MESSAGE })
  sort?: string;
}

export function exportSort(request: ExportMembersRequest): { field: (typeof MEMBER_DIRECTORY_SORT_FIELDS)[number]; direction: 'asc' | 'desc' } {
  if (!request.sort) return { field: 'id', direction: 'desc' };
  const [field, direction] = request.sort.split(',');
  return { field: field as (typeof MEMBER_DIRECTORY_SORT_FIELDS)[number], direction: direction as 'asc' | 'desc' };
}

