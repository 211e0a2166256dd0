import { couponDaysRemaining } from './coupon-days-remaining';

/** 2026-11-23 09:00 in Seoul. */
const NOW = new Date('2026-11-23T00:00:00Z');

describe('couponDaysRemaining', () => {
  it('counts Korean days to the coupon\'s last day', () => {
    // Over at midnight of 1 December in Seoul: the 30th is its last day, 7 days away.
    expect(couponDaysRemaining(new Date('2026-11-30T15:00:00Z'), NOW)).toBe(7);
    expect(couponDaysRemaining(new Date('2027-11-23T15:00:00Z'), NOW)).toBe(365);
  });

  it('is 0 on the last day, also late at night in Korea when UTC is still on the day before', () => {
    expect(couponDaysRemaining(new Date('2026-11-23T15:00:00Z'), NOW)).toBe(0);
    // 23:30 on the 23rd in Seoul, coupon over at midnight.
    expect(couponDaysRemaining(new Date('2026-11-23T15:00:00Z'), new Date('2026-11-23T14:30:00Z'))).toBe(0);
    // 00:30 on the 24th in Seoul (still the 23rd in UTC): a coupon whose last day is the 25th has 1 day left, not 2.
    expect(couponDaysRemaining(new Date('2026-11-25T15:00:00Z'), new Date('2026-11-23T15:30:00Z'))).toBe(1);
  });

  it('is null from the expiration instant on', () => {
    expect(couponDaysRemaining(NOW, NOW)).toBeNull();
    expect(couponDaysRemaining(new Date('2026-11-01T00:00:00Z'), NOW)).toBeNull();
  });
});
