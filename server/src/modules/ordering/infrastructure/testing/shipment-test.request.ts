import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** The body of POST /api/test/orders/{orderId}/ship: what staff will enter in the back office. */
export class ShipOrderTestRequest {
  @ApiProperty({ example: '04' })
  @IsString({ message: '택배사를 선택해주세요.' })
  @MaxLength(10, { message: '택배사를 선택해주세요.' })
  carrierCode!: string;

  @ApiProperty({ example: '123456789012' })
  @IsString({ message: '운송장번호를 입력해주세요.' })
  @MaxLength(100, { message: '운송장번호는 30자 이내의 숫자, 영문, 하이픈(-)으로 입력해주세요.' })
  trackingNumber!: string;
}
