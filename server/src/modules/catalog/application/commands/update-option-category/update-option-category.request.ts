import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { OptionCategoryRequest } from '../../requests/option-category.request';
import { ToNumber } from '../../../../../shared/http/validation/to-number.decorator';

export class UpdateOptionCategoryRequest extends OptionCategoryRequest {
  @ApiProperty({ required: false, example: 3, description: 'the category edited (or optCategoryId)' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: '옵션 카테고리 번호가 올바르지 않습니다.' })
  @Min(1, { message: '옵션 카테고리 번호가 올바르지 않습니다.' })
  @Max(2_147_483_647, { message: '옵션 카테고리 번호가 올바르지 않습니다.' })
  id?: number;
}
