import { BAG, CARD_CASE, SHOPPING_BAG } from '../application/testing/in-memory-checkout';
import { eachPrice, priceLines } from './priced-line';

const ENGRAVED = { goodsId: 1, amount: 2, optionIds: [102, 111] };
const withText = (text: string) => ({ ...ENGRAVED, texts: new Map([[111, text]]) });

describe('priced lines: personalisation text, goods status and add-on goods', () => {
  it('keeps the engraving text as it will be engraved (upper-cased) with a copy of its rule, and the line adds up', () => {
    const result = priceLines([withText('jhk')], [BAG]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [line] = result.value;
    expect(line.options.find((option) => option.id === 111)).toMatchObject({
      optName: '이니셜',
      price: 3_000,
      text: 'JHK',
      textRule: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true },
    });
    expect(line.options.find((option) => option.id === 102)).toMatchObject({ text: null, textRule: null });
    expect(eachPrice(line)).toBe(20_000 + 5_000 + 3_000);
    expect(line.lineTotal).toBe(eachPrice(line) * line.amount);
  });

  it('refuses a missing, too long or disallowed text with a Korean message naming the option', () => {
    expect(priceLines([ENGRAVED], [BAG])).toMatchObject({ ok: false, code: 'CHECKOUT.TEXT_INVALID', message: '이니셜: 이니셜 문구를 입력해주세요.' });
    expect(priceLines([withText('  ')], [BAG])).toMatchObject({ ok: false, code: 'CHECKOUT.TEXT_INVALID', message: '이니셜: 이니셜 문구를 입력해주세요.' });
    expect(priceLines([withText('ABCD')], [BAG])).toMatchObject({ ok: false, code: 'CHECKOUT.TEXT_INVALID', message: '이니셜: 문구는 3자 이내로 입력해주세요.' });
    expect(priceLines([withText('J1')], [BAG])).toMatchObject({
      ok: false,
      code: 'CHECKOUT.TEXT_INVALID',
      message: '이니셜: 문구는 영문 대문자(A-Z)만 입력할 수 있습니다.',
    });
  });

  it('refuses a text for an option that asks none, and for an option not chosen', () => {
    expect(priceLines([{ goodsId: 1, amount: 1, optionIds: [102], texts: new Map([[102, 'JHK']]) }], [BAG])).toMatchObject({
      ok: false,
      code: 'CHECKOUT.TEXT_INVALID',
      message: '롱: 문구를 입력하는 옵션이 아닙니다.',
    });
    expect(priceLines([{ goodsId: 1, amount: 1, optionIds: [102], texts: new Map([[111, 'JHK']]) }], [BAG])).toMatchObject({ ok: false, code: 'CHECKOUT.OPTION_INVALID' });
  });

  it('refuses sold-out and draft goods by name', () => {
    expect(priceLines([{ goodsId: 2, amount: 1, optionIds: [] }], [{ ...CARD_CASE, status: 'SOLD_OUT' }])).toMatchObject({
      ok: false,
      code: 'CHECKOUT.GOODS_SOLD_OUT',
      message: '카드 케이스: 품절된 상품입니다. 빼고 주문해주세요.',
    });
    expect(priceLines([{ goodsId: 2, amount: 1, optionIds: [] }], [{ ...CARD_CASE, status: 'DRAFT' }])).toMatchObject({
      ok: false,
      code: 'CHECKOUT.GOODS_NOT_ON_SALE',
      message: '카드 케이스: 아직 판매하지 않는 상품입니다.',
    });
  });

  it('sells add-on goods only beside other goods', () => {
    expect(priceLines([{ goodsId: 3, amount: 2, optionIds: [] }], [SHOPPING_BAG])).toMatchObject({
      ok: false,
      code: 'CHECKOUT.ADDON_ONLY',
      message: '쇼핑백 (추가 구매 전용): 추가 구매 전용 상품은 다른 상품과 함께 주문할 때만 구매할 수 있습니다.',
    });
    expect(priceLines([{ goodsId: 3, amount: 1, optionIds: [] }, { goodsId: 2, amount: 1, optionIds: [] }], [SHOPPING_BAG, CARD_CASE]).ok).toBe(true);
  });
});
