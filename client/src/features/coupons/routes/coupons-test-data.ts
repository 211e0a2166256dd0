import type { HeldCoupon } from '../types';

/** A held coupon as the server answers it; the fields a test names win. */
export function heldCoupon(id: number, fields: Partial<HeldCoupon> = {}): HeldCoupon {
  return {
    id,
    couponId: id,
    couponCode: `SERIAL${String(id).padStart(10, '0')}`,
    couponName: `쿠폰 ${id}`,
    discountRate: null,
    discountPrice: 3000,
    minPrice: 0,
    startDate: '2026-11-01T00:00:00.000Z',
    expirationDate: '2026-11-30T15:00:00.000Z',
    forNew: 'N',
    usedAt: null,
    expired: false,
    daysRemaining: 7,
    ...fields,
  };
}
