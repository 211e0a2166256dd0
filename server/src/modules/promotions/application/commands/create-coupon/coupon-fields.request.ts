import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ToNumber } from '../../../../../shared/http/validation/to-number.decorator';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * POST /api/coupon (PUT adds the id). The name is checked by the use case too (blank = 쿠폰명을 입력해주세요.);
 * the both/neither discount rule and the dates' order are the domain's. adminId is accepted and ignored: the
 * session decides who did it.
 */
export class CouponFieldsRequest {
  @ApiProperty({ example: '봄 시즌 10% 쿠폰' })
  @IsString({ message: '쿠폰명을 입력해주세요.' })
  @MaxLength(100, { message: '쿠폰명은 100자 이하로 입력해주세요.' })
  couponName!: string;

  @ApiProperty({ example: 30000, description: 'won; ≥ 0' })
  @ToNumber()
  @IsInt({ message: '최소 주문 금액은 0 이상의 정수로 입력해주세요.' })
  @Min(0, { message: '최소 주문 금액은 0 이상의 정수로 입력해주세요.' })
  @Max(100_000_000, { message: '최소 주문 금액이 너무 큽니다.' })
  minPrice!: number;

  @ApiProperty({ example: 10, description: 'percent, 0-100; 0 = an amount coupon' })
  @ToNumber()
  @IsInt({ message: '할인율은 0에서 100 사이의 정수로 입력해주세요.' })
  @Min(0, { message: '할인율은 0에서 100 사이의 정수로 입력해주세요.' })
  @Max(100, { message: '할인율은 0에서 100 사이의 정수로 입력해주세요.' })
  discountRate!: number;

  @ApiProperty({ example: 0, description: 'won, ≥ 0; 0 = a rate coupon' })
  @ToNumber()
  @IsInt({ message: '할인금액은 0 이상의 정수로 입력해주세요.' })
  @Min(0, { message: '할인금액은 0 이상의 정수로 입력해주세요.' })
  @Max(100_000_000, { message: '할인금액이 너무 큽니다.' })
  discountPrice!: number;

  @ApiProperty({ example: '2026-03-01', description: "YYYY-MM-DD, Korea's day" })
  @IsString({ message: '시작일을 입력해주세요.' })
  @Matches(DATE, { message: '시작일은 YYYY-MM-DD 형식으로 입력해주세요.' })
  startDate!: string;

  @ApiProperty({ example: '2026-03-31', description: "YYYY-MM-DD, Korea's day, inclusive" })
  @IsString({ message: '종료일을 입력해주세요.' })
  @Matches(DATE, { message: '종료일은 YYYY-MM-DD 형식으로 입력해주세요.' })
  expirationDate!: string;

  @ApiProperty({ enum: ['true', 'false'], description: 'given to new members at sign-up' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'boolean' ? String(value) : value))
  @IsIn(['true', 'false'], { message: '신규 회원 쿠폰 여부를 선택해주세요.' })
  forNew!: 'true' | 'false';

  @ApiPropertyOptional({ description: 'ignored: the session decides', example: 1 })
  @IsOptional()
  adminId?: unknown;
}

export class UpdateCouponRequest extends CouponFieldsRequest {
  @ApiProperty({ example: 1 })
  @ToNumber()
  @IsInt({ message: '쿠폰 번호가 올바르지 않습니다.' })
  @Min(1, { message: '쿠폰 번호가 올바르지 않습니다.' })
  @Max(2_147_483_647, { message: '쿠폰 번호가 올바르지 않습니다.' })
  id!: number;
}
