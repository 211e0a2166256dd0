import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToNumber } from '../../../../../shared/http/validation/to-number.decorator';

/** Which page of the member's orders and points history to show (10 a page, 0-based). */
export class GetMemberForStaffRequest {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'ordersPage는 0 이상의 정수여야 합니다.' })
  @Min(0, { message: 'ordersPage는 0 이상의 정수여야 합니다.' })
  @Max(10_000, { message: 'ordersPage는 0 이상의 정수여야 합니다.' })
  ordersPage?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'pointsPage는 0 이상의 정수여야 합니다.' })
  @Min(0, { message: 'pointsPage는 0 이상의 정수여야 합니다.' })
  @Max(10_000, { message: 'pointsPage는 0 이상의 정수여야 합니다.' })
  pointsPage?: number;
}
