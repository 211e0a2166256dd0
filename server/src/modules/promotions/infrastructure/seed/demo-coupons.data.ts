/** The demo coupons (README, "Demo data"): fixed serials, valid for years. */
export interface DemoCoupon {
  couponCode: string;
  couponName: string;
  discountRate: number | null;
  discountPrice: number | null;
  minPrice: number;
  forNew: boolean;
}

export const DEMO_COUPON_START = new Date('2026-01-01T00:00:00+09:00');
export const DEMO_COUPON_EXPIRATION = new Date('2036-01-01T00:00:00+09:00');

export const DEMO_COUPONS: readonly DemoCoupon[] = [
  { couponCode: 'BLACKWELCOME2026', couponName: '신규 회원 웰컴 쿠폰', discountRate: null, discountPrice: 3_000, minPrice: 0, forNew: true },
  { couponCode: 'BLACKTENPERCENT1', couponName: '10% 할인 쿠폰 (5만원 이상)', discountRate: 10, discountPrice: null, minPrice: 50_000, forNew: false },
  { couponCode: 'BLACK5000OFF2026', couponName: '5,000원 할인 쿠폰 (3만원 이상)', discountRate: null, discountPrice: 5_000, minPrice: 30_000, forNew: false },
];
