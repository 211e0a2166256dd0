import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const REQUIRED = '회원 이메일, 비번정보를 정확하게 입력해 주세요.';
export const CONSENT = '필수 약관에 동의해주셔야 합니다.';

/** A digit sent as a string ("1") counts as the number. */
export const digitAsNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value);

/** 'Y' / 'N' as the spec sends them; true / false are taken too. */
export const yesNo = ({ value }: { value: unknown }) => (value === true ? 'Y' : value === false ? 'N' : value);

/**
 * The spec's body (email, password, name, birth, phone, marketing, news, point) with the
 * new fields this server needs. name, birth and phone are taken from the verification
 * token, and point is never the client's to set: those four are dropped unread.
 */
export class SignUpRequest {
  @ApiProperty({ example: 'minsu@example.com' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(254, { message: '이메일 형식에 맞게 입력해 주세요.' })
  email!: string;

  @ApiProperty({ example: 'tanned-hide9', description: '8+ characters with a digit and a special character; not a common password' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200, { message: '비밀번호는 64자 이하로 입력해주세요.' })
  password!: string;

  @ApiProperty({ example: 'tanned-hide9', description: '**new**: must equal password' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200, { message: '비밀번호가 일치하지 않습니다.' })
  passwordConfirm!: string;

  @ApiProperty({ description: '**new**: the token POST /api/verification/confirm answered (purpose sign-up)' })
  @IsString({ message: '휴대폰 인증을 먼저 진행해주세요.' })
  @IsNotEmpty({ message: '휴대폰 인증을 먼저 진행해주세요.' })
  @MaxLength(200, { message: '휴대폰 인증을 먼저 진행해주세요.' })
  verificationToken!: string;

  @ApiPropertyOptional({ enum: [0, 1, 2], description: '1 male, 2 female, 0 or absent: not given (stored as null)' })
  @IsOptional()
  @Transform(digitAsNumber)
  @IsIn([0, 1, 2], { message: '성별을 다시 선택해주세요.' })
  sex?: 0 | 1 | 2 | null;

  @ApiProperty({ enum: ['Y', 'N'], description: '**new**: 14 years or older (required)' })
  @IsOptional()
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: CONSENT })
  age?: 'Y' | 'N';

  @ApiProperty({ enum: ['Y', 'N'], description: '**new**: terms of use (required)' })
  @IsOptional()
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: CONSENT })
  terms?: 'Y' | 'N';

  @ApiProperty({ enum: ['Y', 'N'], description: '**new**: privacy policy (required)' })
  @IsOptional()
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: CONSENT })
  privacy?: 'Y' | 'N';

  @ApiPropertyOptional({ enum: ['Y', 'N'], description: 'marketing messages (optional)' })
  @IsOptional()
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: '마케팅 수신 동의 값이 올바르지 않습니다.' })
  marketing?: 'Y' | 'N';

  @ApiPropertyOptional({ enum: ['Y', 'N'], description: 'news (optional)' })
  @IsOptional()
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: '소식 수신 동의 값이 올바르지 않습니다.' })
  news?: 'Y' | 'N';
}
