import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** The spec's body: the serial as typed (no dashes; any case) and the member it is for (must be the session's). */
export class RegisterCouponRequest {
  @ApiProperty({ example: 'BLACKWELCOME2026', description: '16 letters and digits, without dashes; case does not matter', required: false, nullable: true, type: String })
  @IsOptional()
  @IsString({ message: '쿠폰 번호가 유효하지 않습니다. 다시 입력해주세요.' })
  @MaxLength(64, { message: '쿠폰 번호가 유효하지 않습니다. 다시 입력해주세요.' })
  c_serial?: string | null;

  @ApiProperty({ example: 12, description: 'must be the session\'s member' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: '접근 권한이 없습니다.' })
  memberId!: number;
}
