import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** The spec's `{ from, to }` plus the token of a code confirmed for this purpose. */
export class SendIdRequest {
  @ApiProperty({ example: '01012345678', description: 'the phone the code was confirmed for' })
  @IsString({ message: '휴대폰 번호를 정확하게 입력해주세요.' })
  @IsNotEmpty({ message: '휴대폰 번호를 정확하게 입력해주세요.' })
  @MaxLength(20, { message: '휴대폰 번호를 정확하게 입력해주세요.' })
  to!: string;

  @ApiPropertyOptional({ description: 'Ignored (the shop\'s sender number is used)' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  from?: string;

  @ApiProperty({ description: '**new**: token from POST /api/verification/confirm (purpose find-id)' })
  @IsString({ message: '휴대폰 인증을 먼저 진행해주세요.' })
  @IsNotEmpty({ message: '휴대폰 인증을 먼저 진행해주세요.' })
  @MaxLength(200, { message: '휴대폰 인증을 먼저 진행해주세요.' })
  verificationToken!: string;
}
