import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength, MinLength } from 'class-validator';

export class ConfirmTwoFactorRequest {
  @ApiProperty({ example: '123456', description: 'The first code the authenticator app shows' })
  @IsString({ message: '인증 코드를 입력해주세요.' })
  @MinLength(1, { message: '인증 코드를 입력해주세요.' })
  @MaxLength(32, { message: '인증 코드가 올바르지 않습니다.' })
  otp!: string;
}

export class TurnOffTwoFactorRequest {
  @ApiProperty({ example: 'correct-Horse-7', description: 'The account\'s password' })
  @IsString({ message: '비밀번호를 입력해주세요.' })
  @MinLength(1, { message: '비밀번호를 입력해주세요.' })
  @MaxLength(128, { message: '비밀번호가 너무 깁니다.' })
  password!: string;
}

export class TwoFactorPolicyRequest {
  @ApiProperty({ description: 'true: every console account signs in with two-factor' })
  @IsBoolean({ message: '사용 여부를 선택해주세요.' })
  required!: boolean;
}
