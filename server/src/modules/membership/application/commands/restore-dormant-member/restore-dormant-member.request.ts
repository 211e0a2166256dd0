import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The dormant account's e-mail and the phone on record, confirmed with a code of purpose `restore-dormant`. */
export class RestoreDormantMemberRequest {
  @ApiProperty({ example: 'minsu@example.com', description: 'the dormant account\'s e-mail (its ID)' })
  @IsString({ message: '회원 이메일을 입력해주세요.' })
  @IsNotEmpty({ message: '회원 이메일을 입력해주세요.' })
  @MaxLength(254, { message: '이메일 형식에 맞게 입력해 주세요.' })
  email!: string;

  @ApiProperty({ example: '01012345678', description: 'the phone the code was confirmed for' })
  @IsString({ message: '휴대폰 번호를 정확하게 입력해주세요.' })
  @IsNotEmpty({ message: '휴대폰 번호를 정확하게 입력해주세요.' })
  @MaxLength(20, { message: '휴대폰 번호를 정확하게 입력해주세요.' })
  to!: string;

  @ApiProperty({ description: 'token from POST /api/verification/confirm (purpose restore-dormant)' })
  @IsString({ message: '휴대폰 인증을 먼저 진행해주세요.' })
  @IsNotEmpty({ message: '휴대폰 인증을 먼저 진행해주세요.' })
  @MaxLength(200, { message: '휴대폰 인증을 먼저 진행해주세요.' })
  verificationToken!: string;
}
