import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { REQUESTABLE_PURPOSES, type VerificationPurpose } from '../../../domain/verification-purpose';

export class ConfirmVerificationCodeRequest {
  @ApiProperty({ example: '01012345678' })
  @IsString({ message: '휴대폰 번호를 정확하게 입력해주세요.' })
  @MaxLength(20, { message: '휴대폰 번호를 정확하게 입력해주세요.' })
  to!: string;

  @ApiProperty({ example: '123456', description: 'the 6 digits the SMS carried' })
  @IsString({ message: '인증번호 6자리를 입력해주세요.' })
  @Matches(/^\d{6}$/, { message: '인증번호 6자리를 입력해주세요.' })
  code!: string;

  @ApiPropertyOptional({ enum: REQUESTABLE_PURPOSES, default: 'sign-up' })
  @IsOptional()
  @IsIn(REQUESTABLE_PURPOSES, { message: '인증 용도가 올바르지 않습니다.' })
  purpose?: VerificationPurpose;

  @ApiPropertyOptional({ example: '김민수', description: 'required for sign-up; becomes the member name' })
  @IsOptional()
  @IsString({ message: '이름을 입력해주세요.' })
  @MaxLength(50, { message: '이름은 50자 이하로 입력해주세요.' })
  name?: string;

  @ApiPropertyOptional({ example: '1990-05-17', description: 'YYYY-MM-DD, a real date; required for sign-up' })
  @IsOptional()
  @IsString({ message: '유효하지 않은 날짜입니다.' })
  @MaxLength(10, { message: '유효하지 않은 날짜입니다.' })
  birth?: string;
}

export class ConfirmedPhoneResponse {
  @ApiProperty({ description: 'single use; send it as `verificationToken` to sign-up, send-id.php or send-pw.php' })
  token!: string;

  @ApiProperty({ example: 1800 })
  expiresIn!: number;

  @ApiProperty({ example: '2026-01-01T09:35:00.000Z' })
  expiresAt!: string;

  @ApiProperty({ example: '01012345678' })
  phone!: string;
}
