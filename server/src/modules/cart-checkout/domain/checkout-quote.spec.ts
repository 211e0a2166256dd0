import { BAG, CARD_CASE } from '../application/testing/in-memory-checkout';
import { checkConsents } from './checkout-consents';
import { linesFrom } from './checkout-line';
import { composeQuote, orderTitleOf, pointsCapFor } from './checkout-quote';
import { priceLines } from './priced-line';
import { shippingFeeFor } from './shipping-fee-policy';

const priced = (lines: Parameters<typeof priceLines>[0]) => {
  const result = priceLines(lines, [BAG, CARD_CASE]);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};

describe('the checkout\'s money rules', () => {
  it('prices a line as (goods + chosen options) × quantity, from the catalog only', () => {
    const [line] = priced([{ goodsId: 1, amount: 2, optionIds: [102, 111], texts: new Map([[111, 'jhk']]) }]);
    expect(line).toMatchObject({ unitPrice: 20_000, amount: 2, lineTotal: (20_000 + 5_000 + 3_000) * 2 });
    expect(line.options.map((option) => option.optName)).toEqual(['롱', '이니셜']);
  });

  it('refuses goods not on sale, foreign options, two options of one category and a missing required one', () => {
    expect(priceLines([{ goodsId: 99, amount: 1, optionIds: [] }], [BAG])).toMatchObject({ ok: false, code: 'CHECKOUT.GOODS_UNAVAILABLE' });
    expect(priceLines([{ goodsId: 2, amount: 1, optionIds: [101] }], [BAG, CARD_CASE])).toMatchObject({ ok: false, code: 'CHECKOUT.OPTION_INVALID' });
    expect(priceLines([{ goodsId: 1, amount: 1, optionIds: [101, 102] }], [BAG])).toMatchObject({ ok: false, code: 'CHECKOUT.OPTION_INVALID' });
    expect(priceLines([{ goodsId: 1, amount: 1, optionIds: [111], texts: new Map([[111, 'JHK']]) }], [BAG])).toMatchObject({
      ok: false,
      code: 'CHECKOUT.OPTION_REQUIRED',
      message: '미니 토트백: 스트랩 옵션을 선택해주세요.',
    });
  });

  it('charges 3,000 won shipping below 30,000 and nothing from 30,000 on', () => {
    expect([shippingFeeFor(0), shippingFeeFor(29_999), shippingFeeFor(30_000), shippingFeeFor(120_000)]).toEqual([3_000, 3_000, 0, 0]);
  });

  it('totals goods − coupon − points + shipping, and never asks for less than 100 won', () => {
    const lines = priced([{ goodsId: 2, amount: 2, optionIds: [] }]); // 16,000
    expect(composeQuote(lines, { memberCouponId: 2, couponName: '5,000원 할인', discount: 5_000 }, 1_000)).toMatchObject({
      ok: true,
      value: { goodsTotal: 16_000, shippingFee: 3_000, couponDiscount: 5_000, pointsUsed: 1_000, total: 13_000, madeToOrder: false },
    });
    expect(composeQuote(lines, null, 0)).toMatchObject({ ok: true, value: { total: 19_000 } });
    // Shipping is owed even when points cover the goods; a total under 100 is refused.
    expect(composeQuote(lines, null, 16_000)).toMatchObject({ ok: true, value: { total: 3_000 } });
    const free = priced([{ goodsId: 1, amount: 2, optionIds: [101] }]); // 40,000: free shipping
    expect(composeQuote(free, null, 39_950)).toMatchObject({ ok: false, code: 'CHECKOUT.AMOUNT_TOO_SMALL' });
  });

  it('caps points at the goods after the coupon', () => {
    expect(pointsCapFor(16_000, 5_000)).toBe(11_000);
    expect(pointsCapFor(3_000, 5_000)).toBe(0);
  });

  it('titles an order by its first item and the count of the others', () => {
    expect(orderTitleOf(priced([{ goodsId: 1, amount: 1, optionIds: [101] }]))).toBe('미니 토트백');
    expect(orderTitleOf(priced([{ goodsId: 1, amount: 1, optionIds: [101] }, { goodsId: 2, amount: 3, optionIds: [] }]))).toBe('미니 토트백 외 1건');
  });

  it('reads the spec\'s parallel arrays, refusing lengths that disagree and quantities out of 1-99', () => {
    expect(linesFrom([1, 2], [1, 3], [[101], []])).toEqual({
      ok: true,
      value: [
        { goodsId: 1, amount: 1, optionIds: [101], texts: new Map() },
        { goodsId: 2, amount: 3, optionIds: [], texts: new Map() },
      ],
    });
    expect(linesFrom([1, 2], [1, 3], [[111], []], [{ '111': 'jhk' }, null])).toMatchObject({ ok: true, value: [{ texts: new Map([[111, 'jhk']]) }, { texts: new Map() }] });
    expect(linesFrom([1, 2], [1, 3], [[111], []], [{ '111': 'jhk' }])).toMatchObject({ ok: false, code: 'CHECKOUT.LINES_INVALID' });
    expect(linesFrom([1, 2], [1], undefined)).toMatchObject({ ok: false, code: 'CHECKOUT.LINES_INVALID' });
    expect(linesFrom([1], [1], [[], []])).toMatchObject({ ok: false, code: 'CHECKOUT.LINES_INVALID' });
    expect(linesFrom([1], [0], undefined)).toMatchObject({ ok: false, code: 'CHECKOUT.LINES_INVALID' });
    expect(linesFrom([1], [100], undefined)).toMatchObject({ ok: false, code: 'CHECKOUT.LINES_INVALID' });
    expect(linesFrom([], [], undefined)).toMatchObject({ ok: false, code: 'CHECKOUT.LINES_INVALID' });
  });

  it('requires the three consents always and the made-to-order one for made-to-order goods', () => {
    const all = { age: true, terms: true, privacy: true, madeToOrder: true };
    expect(checkConsents(all, true).ok).toBe(true);
    expect(checkConsents({ ...all, madeToOrder: false }, false).ok).toBe(true);
    expect(checkConsents({ ...all, madeToOrder: false }, true)).toMatchObject({ ok: false, code: 'CHECKOUT.MADE_TO_ORDER_CONSENT_REQUIRED' });
    expect(checkConsents({ ...all, privacy: false }, false)).toMatchObject({ ok: false, code: 'CHECKOUT.CONSENT_REQUIRED' });
  });
});
