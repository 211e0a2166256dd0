import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { CONSENT, yesNo } from '../sign-up/sign-up.request';

/**
 * The five boxes of the sign-up form, for a member who joined with Naver: 'Y' / 'N' as
 * sign-up takes them. A required one left out or 'N' is MEMBERSHIP.CONSENT_REQUIRED.
 */
export class GiveConsentsRequest {
  @ApiProperty({ example: 12, description: 'must be the session\'s member' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: '접근 권한이 없습니다.' })
  id!: number;

  @ApiProperty({ enum: ['Y', 'N'], description: '14 years or older (required)' })
  @IsOptional()
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: CONSENT })
  age?: 'Y' | 'N';

  @ApiProperty({ enum: ['Y', 'N'], description: 'terms of use (required)' })
  @IsOptional()
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: CONSENT })
  terms?: 'Y' | 'N';

  @ApiProperty({ enum: ['Y', 'N'], description: 'privacy policy (required)' })
  @IsOptional()
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: CONSENT })
  privacy?: 'Y' | 'N';

  @ApiPropertyOptional({ enum: ['Y', 'N'], description: 'marketing messages (optional; absent is N)' })
  @IsOptional()
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: '마케팅 수신 동의 값이 올바르지 않습니다.' })
  marketing?: 'Y' | 'N';

  @ApiPropertyOptional({ enum: ['Y', 'N'], description: 'news (optional; absent is N)' })
  @IsOptional()
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: '소식 수신 동의 값이 올바르지 않습니다.' })
  news?: 'Y' | 'N';
}
