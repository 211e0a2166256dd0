import { parseCouponSerial } from '../../domain/coupon-serial';
import { DEMO_COUPON_EXPIRATION, DEMO_COUPON_START, DEMO_COUPONS } from './demo-coupons.data';

describe('demo coupons', () => {
  it('are a welcome coupon, 10 % from 50,000 won and 5,000 won from 30,000 won, with valid serials', () => {
    expect(DEMO_COUPONS.map(({ forNew, discountRate, discountPrice, minPrice }) => ({ forNew, discountRate, discountPrice, minPrice }))).toEqual([
      { forNew: true, discountRate: null, discountPrice: 3_000, minPrice: 0 },
      { forNew: false, discountRate: 10, discountPrice: null, minPrice: 50_000 },
      { forNew: false, discountRate: null, discountPrice: 5_000, minPrice: 30_000 },
    ]);
    for (const coupon of DEMO_COUPONS) expect(parseCouponSerial(coupon.couponCode)).toEqual({ ok: true, value: coupon.couponCode });
    expect(DEMO_COUPON_EXPIRATION.getFullYear() - DEMO_COUPON_START.getFullYear()).toBeGreaterThanOrEqual(5);
  });
});
