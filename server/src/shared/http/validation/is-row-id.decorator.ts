import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { ToInteger } from './to-number.decorator';

/**
 * A row id in a path or query: a whole number from 1 up to what a JavaScript number holds exactly, written plainly.
 * "abc", "-1", "1.5", "1.0", " 1", "0x10" and "99999999999999999999" are all a 400 that names the field in Korean.
 */
export function IsRowId(field: string, example = 1) {
  const message = `${field}는 1 이상의 정수여야 합니다.`;
  return applyDecorators(
    ApiProperty({ type: 'integer', example, minimum: 1 }),
    ToInteger(),
    IsInt({ message }),
    Min(1, { message }),
    Max(Number.MAX_SAFE_INTEGER, { message }),
  );
}
