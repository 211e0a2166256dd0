import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToNumber } from '../../../../../shared/http/validation/to-number.decorator';

/**
 * PUT /api/banner. Missing image, link or top text is the spec's 모두 입력해주세요. (checked by the use case, so
 * an empty string and an absent field answer alike).
 */
export class EditBannerRequest {
  @ApiProperty({ example: 1 })
  @ToNumber()
  @IsInt({ message: '배너 번호가 올바르지 않습니다.' })
  @Min(1, { message: '배너 번호가 올바르지 않습니다.' })
  @Max(2_147_483_647, { message: '배너 번호가 올바르지 않습니다.' })
  id!: number;

  @ApiProperty({ example: '/uploads/banners/3f0c2d1e.webp', description: 'an http(s) URL or an uploaded file (/uploads/…)' })
  @IsOptional()
  @IsString({ message: '모두 입력해주세요.' })
  @MaxLength(500, { message: '이미지 주소는 500자 이하로 입력해주세요.' })
  img?: string;

  @ApiProperty({ example: '/bags', description: 'a path in the shop or an http(s) URL' })
  @IsOptional()
  @IsString({ message: '모두 입력해주세요.' })
  @MaxLength(500, { message: '링크는 500자 이하로 입력해주세요.' })
  url?: string;

  @ApiProperty({ example: '블랙, 그 하나의 색' })
  @IsOptional()
  @IsString({ message: '모두 입력해주세요.' })
  @MaxLength(200, { message: '문구는 200자 이하로 입력해주세요.' })
  txt1?: string;

  @ApiPropertyOptional({ example: '주문 후 제작되는 가죽 가방' })
  @IsOptional()
  @IsString({ message: '아래 문구가 올바르지 않습니다.' })
  @MaxLength(200, { message: '문구는 200자 이하로 입력해주세요.' })
  txt2?: string;
}
