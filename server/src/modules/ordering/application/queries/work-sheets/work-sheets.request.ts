import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, Max, Min } from 'class-validator';
import { STAGE_MOVE_BATCH_MAX } from '../../../domain/stage-moves';

const MESSAGE = `작업지시서를 출력할 주문을 1건 이상 ${STAGE_MOVE_BATCH_MAX}건 이하로 선택해주세요.`;

/** Ids sent as one comma-separated field, repeated fields, or both; digits become numbers, anything else stays (and is refused). */
export function idList(value: unknown): unknown {
  return ([] as unknown[])
    .concat(value ?? [])
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .filter((item) => !(typeof item === 'string' && item.trim() === ''))
    .map((item) => (typeof item === 'string' && /^\s*\d{1,15}\s*$/.test(item) ? Number(item) : item));
}

/** GET /api/production/sheets?orderIds=41,42: the orders to print, in the order given. */
export class WorkSheetsRequest {
  @ApiProperty({ type: 'string', example: '41,42', description: `order ids, comma-separated (or repeated), 1 to ${STAGE_MOVE_BATCH_MAX}` })
  @Transform(({ value }: { value: unknown }) => idList(value))
  @IsArray({ message: MESSAGE })
  @ArrayMinSize(1, { message: MESSAGE })
  @ArrayMaxSize(STAGE_MOVE_BATCH_MAX, { message: MESSAGE })
  @ArrayUnique({ message: '같은 주문을 두 번 선택했습니다.' })
  @IsInt({ each: true, message: 'orderIds는 1 이상의 정수여야 합니다.' })
  @Min(1, { each: true, message: 'orderIds는 1 이상의 정수여야 합니다.' })
  @Max(Number.MAX_SAFE_INTEGER, { each: true, message: 'orderIds는 1 이상의 정수여야 합니다.' })
  orderIds!: number[];
}
