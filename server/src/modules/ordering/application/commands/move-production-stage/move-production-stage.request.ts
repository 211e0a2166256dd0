import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PRODUCTION_REASON_MAX_LENGTH, PRODUCTION_STAGES, type ProductionStage } from '../../../domain/production-stage';
import { STAGE_MOVE_BATCH_MAX } from '../../../domain/stage-moves';

const BATCH_MESSAGE = `제작 단계를 옮길 주문을 1건 이상 ${STAGE_MOVE_BATCH_MAX}건 이하로 선택해주세요.`;
const ID_MESSAGE = 'orderIds는 1 이상의 정수여야 합니다.';

/** POST /api/production/moves: these orders to this stage; a move back needs the reason. */
export class MoveProductionStageRequest {
  @ApiProperty({ type: 'array', items: { type: 'integer', minimum: 1 }, example: [41, 42], minItems: 1, maxItems: STAGE_MOVE_BATCH_MAX })
  @IsArray({ message: BATCH_MESSAGE })
  @ArrayMinSize(1, { message: BATCH_MESSAGE })
  @ArrayMaxSize(STAGE_MOVE_BATCH_MAX, { message: BATCH_MESSAGE })
  @ArrayUnique({ message: '같은 주문을 두 번 선택했습니다.' })
  @IsInt({ each: true, message: ID_MESSAGE })
  @Min(1, { each: true, message: ID_MESSAGE })
  @Max(Number.MAX_SAFE_INTEGER, { each: true, message: ID_MESSAGE })
  orderIds!: number[];

  @ApiProperty({ example: 'SEWING', enum: PRODUCTION_STAGES })
  @IsIn(PRODUCTION_STAGES, { message: '옮길 제작 단계를 선택해주세요.' })
  stage!: ProductionStage;

  @ApiPropertyOptional({ example: '박음질 재작업', maxLength: PRODUCTION_REASON_MAX_LENGTH, description: 'required to move back (kept in the timeline and the audit log)' })
  @IsOptional()
  @IsString({ message: '사유를 글자로 입력해주세요.' })
  @MaxLength(PRODUCTION_REASON_MAX_LENGTH, { message: `사유는 ${PRODUCTION_REASON_MAX_LENGTH}자까지 입력할 수 있습니다.` })
  reason?: string;
}
