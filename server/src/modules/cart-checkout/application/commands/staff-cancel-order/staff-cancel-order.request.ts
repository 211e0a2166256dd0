import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /api/order/{orderId}/staff-cancel: staff's reason, optional, kept in the order's history. */
export class StaffCancelOrderRequest {
  @ApiPropertyOptional({ example: '재고 부족', maxLength: 100 })
  @IsOptional()
  @IsString({ message: '취소 사유가 올바르지 않습니다.' })
  @MaxLength(100, { message: '취소 사유는 100자까지 입력할 수 있습니다.' })
  reason?: string;
}
