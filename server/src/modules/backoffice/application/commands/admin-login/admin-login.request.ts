import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class AdminLoginRequest {
  @ApiProperty({ example: 'owner@example.com' })
  @IsString({ message: '이메일을 입력해주세요.' })
  @MinLength(1, { message: '이메일을 입력해주세요.' })
  @MaxLength(254, { message: '이메일이 너무 깁니다.' })
  email!: string;

  @ApiProperty({ example: 'correct-Horse-7' })
  @IsString({ message: '비밀번호를 입력해주세요.' })
  @MinLength(1, { message: '비밀번호를 입력해주세요.' })
  @MaxLength(128, { message: '비밀번호가 너무 깁니다.' })
  password!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    example: '123456',
    description: 'The second factor: the authenticator app\'s 6-digit code, or a recovery code (xxxxx-xxxxx). Asked for (401 BACKOFFICE.OTP_REQUIRED) when the account has two-factor on.',
  })
  @IsOptional()
  @IsString({ message: '인증 코드를 입력해주세요.' })
  @MaxLength(32, { message: '인증 코드가 올바르지 않습니다.' })
  otp?: string | null;
}
