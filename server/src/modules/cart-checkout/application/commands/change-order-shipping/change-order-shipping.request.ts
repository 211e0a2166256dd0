import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * PUT /api/order/one/{orderId}: what a member may change while the order is prepared. The DTO checks types and
 * the request's length (as order_save.php); the content of recipient, phone and detail address is checked by the
 * address book's own rules (membership's parseShippingAddressDetails), with the same Korean messages.
 */
export class ChangeOrderShippingRequest {
  @ApiProperty({ example: '김민수', maxLength: 30 })
  @IsString({ message: '받는 분을 입력해주세요.' })
  recipient!: string;

  @ApiProperty({ example: '010-1234-5678', description: "a Korean phone number; hyphens and spaces are dropped (the address book's rules decide)" })
  @IsString({ message: '연락처를 입력해주세요.' })
  @MaxLength(20, { message: '연락처를 확인해주세요.' })
  phone!: string;

  @ApiPropertyOptional({ example: '12층', maxLength: 100 })
  @IsOptional()
  @IsString({ message: '상세주소를 다시 입력해주세요.' })
  adrDetail?: string;

  @ApiPropertyOptional({ example: '문 앞에 놓아주세요', maxLength: 100, description: 'the delivery request' })
  @IsOptional()
  @IsString({ message: '배송 요청사항이 올바르지 않습니다.' })
  @MaxLength(100, { message: '배송 요청사항은 100자까지 입력할 수 있습니다.' })
  request?: string;
}
