import { ApiProperty } from '@nestjs/swagger';
import { couponLastDay, couponStartDay } from '../../domain/coupon-draft';
import type { AdminCoupon } from '../ports/coupon-admin.repository.port';

/** A coupon in the console: the spec's fields (days in Korea, forNew 'true'/'false') plus its serial batches' counts. */
export class AdminCouponResponse {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'BLACKWELCOME2026', description: "the coupon's own serial: every member may register it once" })
  couponCode!: string;

  @ApiProperty({ example: '봄 시즌 10% 쿠폰' })
  couponName!: string;

  @ApiProperty({ example: 30000 })
  minPrice!: number;

  @ApiProperty({ example: 10, description: 'percent off; 0 for an amount coupon' })
  discountRate!: number;

  @ApiProperty({ example: 0, description: 'won off; 0 for a rate coupon' })
  discountPrice!: number;

  @ApiProperty({ example: '2026-03-01', description: "first day (Korea's day)" })
  startDate!: string;

  @ApiProperty({ example: '2026-03-31', description: "last day, inclusive (Korea's day)" })
  expirationDate!: string;

  @ApiProperty({ enum: ['true', 'false'] })
  forNew!: 'true' | 'false';

  @ApiProperty({ example: '2026-02-20T01:00:00.000Z', format: 'date-time' })
  created!: string;

  @ApiProperty({ example: 500, description: 'batch serials made for it' })
  serialCount!: number;

  @ApiProperty({ example: 12, description: 'batch serials registered by members' })
  serialsUsed!: number;
}

export function toAdminCouponResponse(coupon: AdminCoupon): AdminCouponResponse {
  return {
    id: coupon.id,
    couponCode: coupon.couponCode,
    couponName: coupon.couponName,
    minPrice: coupon.minPrice,
    discountRate: coupon.discountRate ?? 0,
    discountPrice: coupon.discountPrice ?? 0,
    startDate: couponStartDay(coupon.startDate),
    expirationDate: couponLastDay(coupon.expirationDate),
    forNew: coupon.forNew ? 'true' : 'false',
    created: coupon.created.toISOString(),
    serialCount: coupon.serialCount,
    serialsUsed: coupon.serialsUsed,
  };
}

/** What the audit keeps of a coupon (no serials). */
export function couponSnapshot(coupon: AdminCoupon): Record<string, unknown> {
  const { serialCount, serialsUsed, created, ...rest } = toAdminCouponResponse(coupon);
  void serialCount;
  void serialsUsed;
  void created;
  return rest;
}
