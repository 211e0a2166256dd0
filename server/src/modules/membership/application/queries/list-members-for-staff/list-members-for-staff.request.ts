import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { sortedPageQueryRequest } from '../../../../../shared/http/validation/sorted-page-query.request';
import { MEMBER_DIRECTORY_SORT_FIELDS } from '../../ports/member-directory.port';

/** `q`: part of a name or e-mail, or digits of a phone number. */
export class ListMembersForStaffRequest extends sortedPageQueryRequest({
  defaultSize: 10,
  items: 'members',
  fields: MEMBER_DIRECTORY_SORT_FIELDS,
  defaultSort: { field: 'id', direction: 'desc' },
}) {
  @ApiPropertyOptional({ example: '김민', maxLength: 50 })
  @IsOptional()
  @IsString({ message: '검색어는 50자 이하로 입력해주세요.' })
  @MaxLength(50, { message: '검색어는 50자 이하로 입력해주세요.' })
  q?: string;
}
