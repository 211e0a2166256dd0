import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ToNumber } from '../../../../../shared/http/validation/to-number.decorator';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A popup's fields (POST /api/popup; PUT adds the id). Title, image and both dates are required. */
export class PopupFieldsRequest {
  @ApiProperty({ example: '봄 시즌 오픈' })
  @IsString({ message: '모두 입력해주세요.' })
  @MaxLength(100, { message: '제목은 100자 이하로 입력해주세요.' })
  title!: string;

  @ApiProperty({ example: '/uploads/popups/3f0c2d1e.webp' })
  @IsString({ message: '모두 입력해주세요.' })
  @MaxLength(500, { message: '이미지 주소는 500자 이하로 입력해주세요.' })
  img!: string;

  @ApiPropertyOptional({ example: '/bags', description: 'a path in the shop or an http(s) URL; empty for none' })
  @IsOptional()
  @IsString({ message: '링크가 올바르지 않습니다.' })
  @MaxLength(500, { message: '링크는 500자 이하로 입력해주세요.' })
  url?: string;

  @ApiProperty({ example: '2026-03-01', description: "YYYY-MM-DD, Korea's day" })
  @IsString({ message: '시작일을 입력해주세요.' })
  @Matches(DATE, { message: '시작일은 YYYY-MM-DD 형식으로 입력해주세요.' })
  startDate!: string;

  @ApiProperty({ example: '2026-03-31', description: "YYYY-MM-DD, Korea's day, inclusive" })
  @IsString({ message: '종료일을 입력해주세요.' })
  @Matches(DATE, { message: '종료일은 YYYY-MM-DD 형식으로 입력해주세요.' })
  endDate!: string;

  @ApiProperty({ enum: ['Y', 'N'] })
  @IsIn(['Y', 'N'], { message: '사용 여부를 선택해주세요.' })
  useYn!: 'Y' | 'N';

  @ApiPropertyOptional({ example: 0 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: '노출 순서는 0 이상의 정수로 입력해주세요.' })
  @Min(0, { message: '노출 순서는 0 이상의 정수로 입력해주세요.' })
  @Max(9999, { message: '노출 순서는 9999 이하로 입력해주세요.' })
  position?: number;
}

export class UpdatePopupRequest extends PopupFieldsRequest {
  @ApiProperty({ example: 1 })
  @ToNumber()
  @IsInt({ message: '팝업 번호가 올바르지 않습니다.' })
  @Min(1, { message: '팝업 번호가 올바르지 않습니다.' })
  @Max(2_147_483_647, { message: '팝업 번호가 올바르지 않습니다.' })
  id!: number;
}
