import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** The body of POST /api/test/orders/{orderId}/ship: what staff will enter in the back office. */
export class ShipOrderTestRequest {
  @ApiProperty({ example: '04' })
  @IsString({ message: '택배사를 선택해주세요.' })
  @MaxLength(10, { message: '택배사를 선택해주세요.' })
  carrierCode!: string;

  @ApiProperty({ example: '123456789012' })
  // Empty, blank, too long or odd characters: the domain's checks (domain/shipment.ts), with their own messages.
  @IsString({ message: '운송장번호를 입력해주세요.' })
  trackingNumber!: string;
}
