import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../payments/application/ports/payment-gateway.port';
import { CheckoutLinesRequest, numericString } from './checkout-lines.request';

const yesNo = ({ value }: { value: unknown }) => (value === true ? 'Y' : value === false ? 'N' : value);

export class CheckoutConsentsRequest {
  @ApiProperty({ enum: ['Y', 'N'], description: 'over 14 (required)' })
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: '필수 약관에 동의해주셔야 합니다.' })
  age!: 'Y' | 'N';

  @ApiProperty({ enum: ['Y', 'N'], description: 'terms of use (required)' })
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: '필수 약관에 동의해주셔야 합니다.' })
  terms!: 'Y' | 'N';

  @ApiProperty({ enum: ['Y', 'N'], description: 'privacy (required)' })
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: '필수 약관에 동의해주셔야 합니다.' })
  privacy!: 'Y' | 'N';

  @ApiProperty({ enum: ['Y', 'N'], description: 'made-to-order goods: change-of-mind returns limited (required when the order holds them)' })
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: '주문 제작 상품의 교환·반품 제한에 동의해주셔야 합니다.' })
  madeToOrder!: 'Y' | 'N';
}

export class CheckoutAddressRequest {
  @ApiPropertyOptional({ example: '집', maxLength: 50 })
  @IsOptional()
  @IsString({ message: '배송지 이름이 올바르지 않습니다.' })
  @MaxLength(50, { message: '배송지 이름은 50자까지 입력할 수 있습니다.' })
  sname?: string;

  @ApiProperty({ example: '김민수', maxLength: 50 })
  @IsString({ message: '받는 분을 입력해주세요.' })
  @IsNotEmpty({ message: '받는 분을 입력해주세요.' })
  @MaxLength(50, { message: '받는 분은 50자까지 입력할 수 있습니다.' })
  recipient!: string;

  @ApiProperty({ example: '010-1234-5678', description: 'a Korean phone number; hyphens and spaces are dropped (the address book\'s rules decide)' })
  @IsString({ message: '연락처를 입력해주세요.' })
  @MaxLength(20, { message: '연락처를 확인해주세요.' })
  phone!: string;

  @ApiProperty({ example: '06236' })
  @IsString({ message: '우편번호를 확인해주세요.' })
  @Matches(/^\d{5}$/, { message: '우편번호를 확인해주세요.' })
  zipCode!: string;

  @ApiProperty({ example: '서울 강남구 테헤란로 152', maxLength: 200 })
  @IsString({ message: '주소를 입력해주세요.' })
  @IsNotEmpty({ message: '주소를 입력해주세요.' })
  @MaxLength(200, { message: '주소는 200자까지 입력할 수 있습니다.' })
  address!: string;

  @ApiProperty({ example: '12층', maxLength: 200 })
  @IsString({ message: '상세 주소를 확인해주세요.' })
  @MaxLength(200, { message: '상세 주소는 200자까지 입력할 수 있습니다.' })
  adrDetail!: string;

  @ApiProperty({ enum: ['Y', 'N'], description: 'make it the base address when saved' })
  @Transform(yesNo)
  @IsIn(['Y', 'N'], { message: '기본 배송지 값이 올바르지 않습니다.' })
  baseAddress!: 'Y' | 'N';

  @ApiProperty({ example: true, description: 'keep it in the address book' })
  @IsBoolean({ message: '배송지 저장 여부가 올바르지 않습니다.' })
  save!: boolean;
}

/** The spec's order_save body, with what a real checkout needs beside it (the key, the consents, the method). */
export class OrderSaveRequest extends CheckoutLinesRequest {
  @ApiProperty({ format: 'uuid', description: 'from GET /api/payment-id.php; the same key again answers the same order' })
  @IsUUID('4', { message: '주문 번호를 다시 받아주세요.' })
  orderId!: string;

  @ApiPropertyOptional({ example: 3, description: 'an address from the book; or send `address`' })
  @IsOptional()
  @Transform(numericString)
  @IsInt({ message: '배송지를 다시 선택해주세요.' })
  @Min(1, { message: '배송지를 다시 선택해주세요.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: '배송지를 다시 선택해주세요.' })
  addressId?: number;

  @ApiPropertyOptional({ type: CheckoutAddressRequest })
  @IsOptional()
  @IsObject({ message: '배송지를 다시 입력해주세요.' })
  @ValidateNested()
  @Type(() => CheckoutAddressRequest)
  address?: CheckoutAddressRequest;

  @ApiPropertyOptional({
    example: 28_000,
    description:
      'the total the shopper confirmed (the quote\'s `total`). When the server\'s price differs (staff changed a price, a coupon ran out), nothing is ' +
      'saved and 409 CHECKOUT.PRICE_CHANGED answers; the storefront always sends it.',
  })
  @IsOptional()
  @Transform(numericString)
  @IsInt({ message: '주문 금액 정보가 올바르지 않습니다.' })
  @Min(0, { message: '주문 금액 정보가 올바르지 않습니다.' })
  @Max(Number.MAX_SAFE_INTEGER, { message: '주문 금액 정보가 올바르지 않습니다.' })
  expectedTotal?: number;

  @ApiProperty({ example: '문 앞에 놓아주세요', maxLength: 100, description: 'the delivery request choice or the free text' })
  @IsString({ message: '배송 요청사항이 올바르지 않습니다.' })
  @MaxLength(100, { message: '배송 요청사항은 100자까지 입력할 수 있습니다.' })
  request!: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS, { message: '결제 수단을 선택해주세요.' })
  method!: PaymentMethod;

  @ApiProperty({ type: CheckoutConsentsRequest })
  @IsObject({ message: '필수 약관에 동의해주셔야 합니다.' })
  @ValidateNested()
  @Type(() => CheckoutConsentsRequest)
  consents!: CheckoutConsentsRequest;
}
