import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PRODUCTION_STAGES, type ProductionStage } from '../../../domain/production-stage';

/** GET /api/production: the board, one stage or every stage, all orders or the overdue ones. */
export class ProductionBoardRequest {
  @ApiPropertyOptional({ enum: PRODUCTION_STAGES, description: 'one stage only; every stage when left out' })
  @IsOptional()
  @IsIn(PRODUCTION_STAGES, { message: '제작 단계가 올바르지 않습니다.' })
  stage?: ProductionStage;

  @ApiPropertyOptional({ enum: ['Y', 'N'], description: 'Y: only the orders past their dispatch due day' })
  @IsOptional()
  @IsIn(['Y', 'N'], { message: 'overdue는 Y 또는 N이어야 합니다.' })
  overdue?: 'Y' | 'N';
}
