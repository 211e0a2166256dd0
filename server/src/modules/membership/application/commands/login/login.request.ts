import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginRequest {
  @ApiProperty({ example: 'minsu@example.com' })
  @IsString({ message: '아이디를 입력해 주세요.' })
  @IsNotEmpty({ message: '아이디를 입력해 주세요.' })
  @MaxLength(254, { message: '아이디 또는 비밀번호가 일치하지 않습니다.' })
  email!: string;

  @ApiProperty({ example: 'tanned-hide9' })
  @IsString({ message: '비밀번호를 입력해 주세요.' })
  @IsNotEmpty({ message: '비밀번호를 입력해 주세요.' })
  @MaxLength(200, { message: '아이디 또는 비밀번호가 일치하지 않습니다.' })
  password!: string;
}
