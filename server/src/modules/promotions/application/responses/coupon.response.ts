import { ApiProperty } from '@nestjs/swagger';
import { isExpired } from '../../domain/coupon';
import { couponDaysRemaining } from '../../domain/coupon-days-remaining';
import type { HeldCoupon } from '../../domain/held-coupon';

/** `Coupon` in docs/api.md: a coupon the member holds; `id` is the member-coupon id checkout takes as couponId. */
export class CouponResponse {
  @ApiProperty({ example: 31, description: 'the member-coupon id (checkout\'s couponId)' })
  id!: number;

  @ApiProperty({ example: 1 })
  couponId!: number;

  @ApiProperty({ example: 'BLACKWELCOME2026' })
  couponCode!: string;

  @ApiProperty({ example: '신규 회원 웰컴 쿠폰' })
  couponName!: string;

  @ApiProperty({ example: null, nullable: true, type: Number, description: 'percent off (1-100), or null for an amount coupon' })
  discountRate!: number | null;

  @ApiProperty({ example: 3000, nullable: true, type: Number, description: 'won off, or null for a rate coupon' })
  discountPrice!: number | null;

  @ApiProperty({ example: 0, description: 'the goods total must reach this' })
  minPrice!: number;

  @ApiProperty({ example: '2026-01-01T00:00:00.000Z', format: 'date-time' })
  startDate!: string;

  @ApiProperty({ example: '2030-01-01T00:00:00.000Z', format: 'date-time', description: 'the coupon is over at this instant' })
  expirationDate!: string;

  @ApiProperty({ example: 'Y', enum: ['Y', 'N'], description: 'given to new members at sign-up' })
  forNew!: 'Y' | 'N';
}

/** My Page's list: every held coupon, with whether and when it was used and whether it is over. */
export class HeldCouponResponse extends CouponResponse {
  @ApiProperty({ example: null, nullable: true, type: String, format: 'date-time' })
  usedAt!: string | null;

  @ApiProperty({ example: false })
  expired!: boolean;

  @ApiProperty({
    example: 7,
    nullable: true,
    type: 'integer',
    description: 'Korean days left to use it, as My Page shows D-n: 0 on its last day, null once it is over',
  })
  daysRemaining!: number | null;
}

/** A coupon the member can still use, with its D-n (My Page's overview shows the soonest to expire). */
export class UsableCouponResponse extends CouponResponse {
  @ApiProperty({ example: 7, type: 'integer', description: 'Korean days left to use it: 0 on its last day' })
  daysRemaining!: number;
}

export function toCouponResponse(held: HeldCoupon): CouponResponse {
  return {
    id: held.memberCouponId,
    couponId: held.couponId,
    couponCode: held.couponCode,
    couponName: held.couponName,
    discountRate: held.discountRate,
    discountPrice: held.discountPrice,
    minPrice: held.minPrice,
    startDate: held.startDate.toISOString(),
    expirationDate: held.expirationDate.toISOString(),
    forNew: held.forNew ? 'Y' : 'N',
  };
}

export function toHeldCouponResponse(held: HeldCoupon, now: Date): HeldCouponResponse {
  return {
    ...toCouponResponse(held),
    usedAt: held.usedAt?.toISOString() ?? null,
    expired: isExpired(held, now),
    daysRemaining: couponDaysRemaining(held.expirationDate, now),
  };
}

export function toUsableCouponResponse(held: HeldCoupon, now: Date): UsableCouponResponse {
  return { ...toCouponResponse(held), daysRemaining: couponDaysRemaining(held.expirationDate, now) ?? 0 };
}

export class CouponListResponse {
  @ApiProperty({ type: [UsableCouponResponse] })
  couponDtos!: UsableCouponResponse[];
}
