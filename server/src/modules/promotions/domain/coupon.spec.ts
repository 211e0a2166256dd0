import { applyCouponTerms, couponDiscount, type CouponTerms, discountOf, isCouponUsable } from './coupon';

const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  discount: { kind: 'rate', rate: 10 },
  minPrice: 0,
  startDate: new Date('2026-01-01T00:00:00Z'),
  expirationDate: new Date('2027-01-01T00:00:00Z'),
  ...overrides,
});
const NOW = new Date('2026-06-01T00:00:00Z');

describe('couponDiscount', () => {
  it.each([
    [10, 50_000, 5_000],
    [10, 12_345, 1_230],
    [15, 9_999, 1_490],
    [3, 333, 0],
    [100, 45_670, 45_670],
  ])('a %i%% coupon on %i won takes %i (rounded down to 10 won)', (rate, total, expected) => {
    expect(couponDiscount({ kind: 'rate', rate }, total)).toBe(expected);
  });

  it('an amount coupon takes its amount, never more than the goods total', () => {
    expect(couponDiscount({ kind: 'amount', price: 5_000 }, 30_000)).toBe(5_000);
    expect(couponDiscount({ kind: 'amount', price: 5_000 }, 3_200)).toBe(3_200);
    expect(couponDiscount({ kind: 'amount', price: 5_000 }, 0)).toBe(0);
  });

  it('reads the two columns as one discount', () => {
    expect(discountOf(10, null)).toEqual({ kind: 'rate', rate: 10 });
    expect(discountOf(null, 3_000)).toEqual({ kind: 'amount', price: 3_000 });
  });
});

describe('applyCouponTerms', () => {
  it('gives the discount within the dates when the minimum is met (the minimum itself included)', () => {
    expect(applyCouponTerms(terms({ minPrice: 50_000 }), 50_000, NOW)).toEqual({ ok: true, value: 5_000 });
  });

  it('refuses below the minimum price', () => {
    expect(applyCouponTerms(terms({ minPrice: 50_000 }), 49_990, NOW)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_MIN_PRICE' });
  });

  it('is usable from its start date on and no longer at its expiration date', () => {
    const coupon = terms();
    expect(applyCouponTerms(coupon, 10_000, new Date('2025-12-31T23:59:59.999Z'))).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_NOT_YET_VALID' });
    expect(applyCouponTerms(coupon, 10_000, coupon.startDate).ok).toBe(true);
    expect(applyCouponTerms(coupon, 10_000, new Date('2026-12-31T23:59:59.999Z')).ok).toBe(true);
    expect(applyCouponTerms(coupon, 10_000, coupon.expirationDate)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_EXPIRED' });
    expect(isCouponUsable(coupon, 10_000, coupon.expirationDate)).toBe(false);
  });
});
