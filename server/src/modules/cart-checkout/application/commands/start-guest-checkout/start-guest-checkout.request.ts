import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class StartGuestCheckoutRequest {
  @ApiProperty({ description: "from POST /api/verification/confirm with purpose 'guest-order' (single use)" })
  @IsString({ message: '휴대폰 인증을 먼저 진행해주세요.' })
  @MaxLength(200, { message: '휴대폰 인증을 먼저 진행해주세요.' })
  verificationToken!: string;

  @ApiProperty({ example: '김민수', maxLength: 50 })
  @IsString({ message: '주문자 이름을 입력해주세요.' })
  @MaxLength(50, { message: '이름은 50자 이하로 입력해주세요.' })
  name!: string;

  @ApiProperty({ example: 'guest@example.com', maxLength: 254 })
  @IsString({ message: '이메일 형식에 맞게 입력해 주세요.' })
  @MaxLength(254, { message: '이메일 형식에 맞게 입력해 주세요.' })
  email!: string;
}

export class GuestOrdererResponse {
  @ApiProperty({ example: '김민수' })
  name!: string;

  @ApiProperty({ example: 'guest@example.com' })
  email!: string;

  @ApiProperty({ example: '01012345678', description: 'the verified phone' })
  phone!: string;

  @ApiProperty({ type: Number, nullable: true, example: null, description: 'the order this session is scoped to, once placed or looked up' })
  orderId!: number | null;

  @ApiProperty({ example: '2026-01-01T09:30:00.000Z' })
  expiresAt!: string;
}
