import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const FAILED = '네이버 로그인에 실패했습니다. 다시 시도해주세요.';

export class ExchangeNaverCodeQuery {
  @ApiProperty({ description: 'the code Naver put in the callback address' })
  @IsString({ message: FAILED })
  @IsNotEmpty({ message: FAILED })
  @MaxLength(512, { message: FAILED })
  code!: string;

  @ApiProperty({ description: 'the state Naver put in the callback address' })
  @IsString({ message: FAILED })
  @IsNotEmpty({ message: FAILED })
  @MaxLength(100, { message: FAILED })
  state!: string;
}

export class NaverLoginQuery {
  @ApiProperty({ description: 'from /api/login/naver-token' })
  @IsString({ message: FAILED })
  @IsNotEmpty({ message: FAILED })
  @MaxLength(2048, { message: FAILED })
  accessToken!: string;

  @ApiProperty({ required: false, description: 'accepted as the spec sends it; not used or stored' })
  @IsOptional()
  @IsString({ message: FAILED })
  @MaxLength(2048, { message: FAILED })
  refreshToken?: string;
}
