import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsOptional, IsString, MaxLength } from 'class-validator';

export class WithdrawRequest {
  @ApiProperty({ example: true, description: 'the member ticked "I have read what is removed and what is kept"' })
  @Equals(true, { message: '탈퇴 안내를 확인하고 동의해주세요.' })
  agree!: boolean;

  @ApiPropertyOptional({ example: 'tanned-hide9', description: 'the current password; required unless the member was created by Naver' })
  @IsOptional()
  @IsString({ message: '비밀번호를 입력해주세요.' })
  @MaxLength(200, { message: '비밀번호가 일치하지 않습니다.' })
  password?: string;

  @ApiPropertyOptional({ description: 'a Naver member\'s token from /api/verification/confirm with purpose `withdraw` for the member\'s phone' })
  @IsOptional()
  @IsString({ message: '휴대폰 인증을 먼저 진행해주세요.' })
  @MaxLength(200, { message: '휴대폰 인증을 먼저 진행해주세요.' })
  verificationToken?: string;
}

export class WithdrawalOptionsResponse {
  @ApiProperty({ enum: ['password', 'code'], description: 'password: re-enter it; code: a member created by Naver confirms with an SMS code (purpose `withdraw`)' })
  confirmWith!: 'password' | 'code';

  @ApiProperty({ example: 30, description: 'days the personal data is kept (unusable) before it is anonymised' })
  personalDataDays!: number;
}
