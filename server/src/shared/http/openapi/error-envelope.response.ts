import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorResponse {
  @ApiProperty({ example: 'email', description: 'the request field at fault' })
  field: string;

  @ApiProperty({ example: '이메일 형식이 올바르지 않습니다.' })
  message: string;
}

/** Every failed answer (AllExceptionsFilter): a non-"0000" result, a Korean message and a stable code. */
export class ErrorEnvelopeResponse {
  @ApiProperty({ example: '4000', description: 'never "0000": 4000, 4010, 4030, 4040, 4090, 4130, 4150, 4290, 5030; see docs/api.md' })
  result: string;

  @ApiProperty({ example: '요청 값이 올바르지 않습니다.' })
  message: string;

  @ApiProperty({ example: 'COMMON.INVALID', description: 'stable machine-readable code, e.g. MEMBERSHIP.LOGIN_FAILED' })
  code: string;

  @ApiPropertyOptional({ type: [FieldErrorResponse], description: 'one entry per invalid field, on validation failures' })
  errors?: FieldErrorResponse[];
}
