import { anOrder, ORDER_PLACED_AT as NOW } from './testing/order.builder';

const LATER = new Date('2026-11-23T04:00:00Z');
const PAYMENT = { gateway: 'sandbox', tid: 'tid-1', method: 'card', amount: 73_000, paidAt: NOW, description: '신한카드 1234' };
const RULE = { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true } as const;

/** A tote with initials JHK engraved (line 0) and a gold hardware option that asks no text. */
const engraved = () =>
  anOrder({
    lines: [
      {
        goodsId: 1,
        goodsName: '블랙 토트백',
        thumbSrc: '/images/goods/1.jpg',
        unitPrice: 65_000,
        amount: 1,
        madeToOrder: true,
        options: [
          { optionItemId: 7, categoryName: '하드웨어', optName: '골드', price: 3_000, text: null, textRule: null },
          { optionItemId: 11, categoryName: '각인', optName: '이니셜 각인 (영문 3자 이내)', price: 5_000, text: 'JHK', textRule: { ...RULE } },
        ],
      },
    ],
    goodsTotal: 73_000,
    totalPrice: 73_000,
  }).paid(NOW, PAYMENT);

describe('Order.correctText', () => {
  it('corrects the text while preparing, by the rule it was ordered under (upper-cased), and keeps the old one in the history', () => {
    const order = engraved().saved(1, 2).build();
    expect(order.correctText(0, 11, 'abc', LATER)).toEqual({ ok: true, value: undefined });
    expect(order.snapshot().lines[0].options[1].text).toBe('ABC');
    expect(order.status).toBe('PREPARING');
    expect(order.unsaved().correctedTexts).toEqual([{ lineIndex: 0, optionItemId: 11, text: 'ABC' }]);
    expect(order.unsaved().history).toEqual([
      { from: 'PREPARING', to: 'PREPARING', reason: '각인 문구 변경 (이니셜 각인 (영문 3자 이내): JHK → ABC)', at: LATER, by: { kind: 'member', id: 7 }, stage: null },
    ]);
  });

  it.each([
    ['too long', 'ABCD', '이니셜 각인 (영문 3자 이내): 문구는 3자 이내로 입력해주세요.'],
    ['disallowed characters', 'J-K', '이니셜 각인 (영문 3자 이내): 문구는 영문 대문자(A-Z)만 입력할 수 있습니다.'],
    ['empty', ' ', '이니셜 각인 (영문 3자 이내): 이니셜 문구를 입력해주세요.'],
  ])('refuses a text that is %s, changing nothing', (_case, text, message) => {
    const order = engraved().saved(1, 2).build();
    const before = order.snapshot();
    expect(order.correctText(0, 11, text, LATER)).toMatchObject({ ok: false, code: 'ORDERING.TEXT_INVALID', message });
    expect(order.snapshot()).toEqual(before);
  });

  it('refuses an option that asks no text and one the order does not hold', () => {
    const order = engraved().saved(1, 2).build();
    expect(order.correctText(0, 7, 'ABC', LATER)).toMatchObject({ ok: false, code: 'ORDERING.TEXT_INVALID', message: '골드: 문구를 입력하는 옵션이 아닙니다.' });
    expect(order.correctText(1, 11, 'ABC', LATER)).toMatchObject({ ok: false, code: 'ORDERING.TEXT_OPTION_NOT_FOUND' });
    expect(order.unsaved().history).toEqual([]);
  });

  it('is refused once the order has shipped', () => {
    const order = engraved().shipped(LATER).saved(1, 3).build();
    expect(order.correctText(0, 11, 'ABC', LATER)).toMatchObject({
      ok: false,
      code: 'ORDERING.SHIPPING_BEGUN',
      message: '배송이 시작된 주문은 각인 문구를 변경할 수 없습니다.',
    });
    expect(order.snapshot().lines[0].options[1].text).toBe('JHK');
  });
});
