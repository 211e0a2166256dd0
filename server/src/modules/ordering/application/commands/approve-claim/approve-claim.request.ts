import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** POST /api/claims/{orderId}/approve: for a return, the won to give back (default: all that is left). */
export class ApproveClaimRequest {
  @ApiPropertyOptional({ example: 30000, description: 'a return only; 0 to what was paid and not yet refunded; omitted: all of it', type: 'integer' })
  @IsOptional()
  @IsInt({ message: '환불 금액은 0 이상의 정수로 입력해주세요.' })
  @Min(0, { message: '환불 금액은 0 이상의 정수로 입력해주세요.' })
  @Max(100_000_000, { message: '환불 금액은 결제 금액 중 환불되지 않은 금액을 넘을 수 없습니다.' })
  refundAmount?: number;

  @ApiPropertyOptional({ example: '6012345678901', description: 'an exchange only: the outgoing parcel (digits and hyphens, ≤ 30)', maxLength: 30 })
  @IsOptional()
  @IsString({ message: '송장번호는 숫자와 하이픈으로 30자까지 입력해주세요.' })
  @MaxLength(30, { message: '송장번호는 숫자와 하이픈으로 30자까지 입력해주세요.' })
  exchangeTrackingNumber?: string;
}
