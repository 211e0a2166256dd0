import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';

/** PUT /api/order/{orderId}: the spec's `{ orderId, trackingNumber }` plus the carrier (CJ대한통운 when left out). */
export class StaffShipOrderRequest {
  @IsRowId('orderId', 41)
  orderId!: number;

  @ApiProperty({ example: '123456789012' })
  // Empty or blank: 운송장번호를 입력해주세요. (domain/shipment.ts, also for a missing field); odd characters: its own message.
  @IsOptional()
  @IsString({ message: '운송장번호를 입력해주세요.' })
  trackingNumber?: string;

  @ApiPropertyOptional({ example: '04', description: "a carrier registry code (default '04' CJ대한통운)" })
  @IsOptional()
  @IsString({ message: '택배사를 선택해주세요.' })
  @MaxLength(10, { message: '택배사를 선택해주세요.' })
  carrierCode?: string;
}
