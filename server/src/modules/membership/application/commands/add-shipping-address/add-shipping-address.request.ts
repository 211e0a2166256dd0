import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { SHIPPING_ADDRESS_LIMITS } from '../../../domain/shipping-address';

/** A member id in a body: digits in a string count as the number (the spec's client sends either). */
export const digitsAsNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/**
 * The fields of an address (POST and PUT). The DTO checks types and presence; the domain
 * (parseShippingAddressDetails) checks the content with the same Korean messages, so the
 * checkout's saves, which do not come through here, obey the same rules.
 */
export class ShippingAddressFieldsRequest {
  @ApiPropertyOptional({ example: '집', description: 'label, may be empty', maxLength: SHIPPING_ADDRESS_LIMITS.sname })
  @IsOptional()
  @IsString({ message: '배송지명을 다시 입력해주세요.' })
  sname?: string;

  @ApiProperty({ example: '김민수', maxLength: SHIPPING_ADDRESS_LIMITS.recipient })
  @IsString({ message: '받는 분을 입력해주세요.' })
  recipient!: string;

  @ApiProperty({ example: '01012345678', description: 'a Korean phone number; hyphens and spaces are dropped' })
  @IsString({ message: '연락처를 입력해주세요.' })
  phone!: string;

  @ApiProperty({ example: '06236', description: '5 digits, from the postcode search' })
  @IsString({ message: '우편번호 5자리를 입력해주세요.' })
  zipCode!: string;

  @ApiProperty({ example: '서울 강남구 테헤란로 152', maxLength: SHIPPING_ADDRESS_LIMITS.address })
  @IsString({ message: '주소를 입력해주세요.' })
  address!: string;

  @ApiPropertyOptional({ example: '12층', maxLength: SHIPPING_ADDRESS_LIMITS.adrDetail })
  @IsOptional()
  @IsString({ message: '상세주소를 다시 입력해주세요.' })
  adrDetail?: string;

  @ApiPropertyOptional({ enum: ['Y', 'N'], default: 'N', description: 'Y makes it the base address (the first address is the base anyway)' })
  @IsOptional()
  @IsIn(['Y', 'N'], { message: '기본 배송지 여부 값이 올바르지 않습니다.' })
  baseAddress?: 'Y' | 'N';
}

export class AddShippingAddressRequest extends ShippingAddressFieldsRequest {
  @ApiProperty({ example: 12, description: "must be the session's member" })
  @Transform(digitsAsNumber)
  @IsInt({ message: '접근 권한이 없습니다.' })
  memberId!: number;
}
