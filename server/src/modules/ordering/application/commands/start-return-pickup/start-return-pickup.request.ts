import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /api/claims/{orderId}/pickup: the pickup parcel's tracking number, when there is one. */
export class StartReturnPickupRequest {
  @ApiPropertyOptional({ example: '6012345678901', maxLength: 30, description: 'digits and hyphens; blank or omitted: none yet' })
  @IsOptional()
  @IsString({ message: '송장번호는 숫자와 하이픈으로 30자까지 입력해주세요.' })
  @MaxLength(30, { message: '송장번호는 숫자와 하이픈으로 30자까지 입력해주세요.' })
  trackingNumber?: string;
}
