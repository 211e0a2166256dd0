import { checkCouponDraft, couponLastDay, couponStartDay } from './coupon-draft';

describe('coupon draft', () => {
  const base = { couponName: '봄 쿠폰', minPrice: 0, discountRate: 10, discountPrice: 0, startDate: '2026-03-01', expirationDate: '2026-03-31', forNew: 'false' as const };

  it("stores Korea's days: from the first day's midnight to the midnight after the last", () => {
    const draft = checkCouponDraft(base);
    expect(draft).toMatchObject({ ok: true, value: { discountRate: 10, discountPrice: null, forNew: false } });
    if (!draft.ok) return;
    expect(draft.value.startDate.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(draft.value.expirationDate.toISOString()).toBe('2026-03-31T15:00:00.000Z');
    expect(couponStartDay(draft.value.startDate)).toBe('2026-03-01');
    expect(couponLastDay(draft.value.expirationDate)).toBe('2026-03-31');
  });

  it('allows a one-day coupon (start = last day)', () => {
    expect(checkCouponDraft({ ...base, expirationDate: '2026-03-01' }).ok).toBe(true);
  });

  it('refuses both discounts, neither, reversed dates and a blank name', () => {
    expect(checkCouponDraft({ ...base, discountPrice: 1000 })).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_BOTH_DISCOUNTS' });
    expect(checkCouponDraft({ ...base, discountRate: 0 })).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_NO_DISCOUNT' });
    expect(checkCouponDraft({ ...base, startDate: '2026-04-01' })).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_DATES_REVERSED' });
    expect(checkCouponDraft({ ...base, couponName: '  ' })).toMatchObject({ ok: false, message: '쿠폰명을 입력해주세요.' });
    expect(checkCouponDraft({ ...base, startDate: '2026-02-30' })).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_DATES_INVALID' });
  });
});
