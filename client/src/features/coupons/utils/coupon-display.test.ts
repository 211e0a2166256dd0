import { couponState, daysRemainingLabel, discountLabel, minimumLabel } from './coupon-display';
import { isSerial, normalizeSerial } from './coupon-messages';

describe('coupon display', () => {
  it('shows a discount as a percent or as won with separators', () => {
    expect(discountLabel({ discountRate: 10, discountPrice: null })).toBe('10%');
    expect(discountLabel({ discountRate: null, discountPrice: 3000 })).toBe('3,000원');
  });

  it('shows the minimum order, or that there is none', () => {
    expect(minimumLabel(50000)).toBe('50,000원 이상 구매 시');
    expect(minimumLabel(0)).toBe('금액 제한 없음');
  });

  it('shows the days left as D-n, D-DAY on the last day, nothing once over', () => {
    expect(daysRemainingLabel(7)).toBe('D-7');
    expect(daysRemainingLabel(0)).toBe('D-DAY');
    expect(daysRemainingLabel(null)).toBe('');
  });

  it('names a used coupon before an expired one', () => {
    expect(couponState({ usedAt: '2026-11-01T00:00:00Z', expired: true })).toBe('used');
    expect(couponState({ usedAt: null, expired: true })).toBe('expired');
    expect(couponState({ usedAt: null, expired: false })).toBe('usable');
  });

  it('reads a serial typed with dashes, spaces and small letters', () => {
    expect(normalizeSerial('black-ten percent1')).toBe('BLACKTENPERCENT1');
    expect(isSerial('BLACKTENPERCENT1')).toBe(true);
    expect(isSerial('BLACKTEN')).toBe(false);
  });
});
