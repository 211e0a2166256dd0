import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SEARCH_TEXT_MAX_LENGTH } from '../../../domain/goods-search';

export class SearchGoodsQueryRequest {
  @ApiPropertyOptional({ maxLength: SEARCH_TEXT_MAX_LENGTH, description: 'words to find in the name or description; empty gives the 3 defaults' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q는 문자열이어야 합니다.' })
  @MaxLength(SEARCH_TEXT_MAX_LENGTH, { message: `q는 ${SEARCH_TEXT_MAX_LENGTH}자 이하로 입력해주세요.` })
  q?: string;
}
