import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { digitAsNumber } from '../sign-up/sign-up.request';

/** The spec's body. A field left out keeps its value; sex 0 or null clears the gender. */
export class UpdateMemberRequest {
  @ApiProperty({ example: 12, description: 'must be the session\'s member' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: '접근 권한이 없습니다.' })
  id!: number;

  @ApiPropertyOptional({ enum: [0, 1, 2], nullable: true })
  @IsOptional()
  @Transform(digitAsNumber)
  @IsIn([0, 1, 2], { message: '성별을 다시 선택해주세요.' })
  sex?: 0 | 1 | 2 | null;

  @ApiPropertyOptional({ enum: ['Y', 'N'] })
  @IsOptional()
  @IsIn(['Y', 'N'], { message: '마케팅 수신 동의 값이 올바르지 않습니다.' })
  termMarketing?: 'Y' | 'N';

  @ApiPropertyOptional({ enum: ['Y', 'N'] })
  @IsOptional()
  @IsIn(['Y', 'N'], { message: '소식 수신 동의 값이 올바르지 않습니다.' })
  termNews?: 'Y' | 'N';
}
