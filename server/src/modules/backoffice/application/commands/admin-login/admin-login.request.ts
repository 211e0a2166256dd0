import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

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
}
