import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { REQUESTABLE_PURPOSES, type VerificationPurpose } from '../../../domain/verification-purpose';

const PHONE_MESSAGE = '휴대폰 번호를 정확하게 입력해주세요.';

/** The spec's `{ from, to, number }`; `number` (a code made in the browser) is dropped unread. */
export class SendVerificationCodeRequest {
  @ApiProperty({ example: '01012345678', description: 'Korean mobile number (010, 011, 016-019), digits; hyphens are dropped' })
  @IsString({ message: PHONE_MESSAGE })
  @MaxLength(20, { message: PHONE_MESSAGE })
  to!: string;

  @ApiPropertyOptional({ description: "Ignored: messages always go out from the shop's registered number (SMS_FROM)" })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  from?: string;

  @ApiPropertyOptional({ enum: REQUESTABLE_PURPOSES, default: 'sign-up', description: '**new**: what the code is for; a token serves only its purpose' })
  @IsOptional()
  @IsIn(REQUESTABLE_PURPOSES, { message: '인증 용도가 올바르지 않습니다.' })
  purpose?: VerificationPurpose;
}

export class SentCodeResponse {
  @ApiProperty({ example: 300, description: 'seconds the code stays good' })
  expiresIn!: number;

  @ApiProperty({ example: '2026-01-01T09:05:00.000Z' })
  expiresAt!: string;
}
