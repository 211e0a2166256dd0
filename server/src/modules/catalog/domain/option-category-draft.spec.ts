import { checkOptionCategory, OptionCategoryMessages } from './option-category-draft';

const base = { categoryName: ' 스트랩 ', requireYn: 'N' as const, optNames: [' 짧은 ', '긴'], prices: [0, 3000] };

describe('checkOptionCategory', () => {
  it('trims names and pairs names with prices', () => {
    const result = checkOptionCategory(base);
    expect(result).toEqual({ ok: true, value: { categoryName: '스트랩', requireYn: 'N', opts: [{ optName: '짧은', price: 0, text: null }, { optName: '긴', price: 3000, text: null }] } });
  });

  it.each([
    [{ prices: [0] }, OptionCategoryMessages.countMismatch],
    [{ optNames: [], prices: [] }, OptionCategoryMessages.optionsRequired],
    [{ optNames: ['a', ' a'] }, OptionCategoryMessages.optNameDuplicate],
    [{ optNames: ['a', ' '] }, OptionCategoryMessages.optNameInvalid],
    [{ optNames: ['a', 'x'.repeat(51)] }, OptionCategoryMessages.optNameInvalid],
    [{ prices: [0, -1] }, OptionCategoryMessages.priceInvalid],
    [{ prices: [0, 1.5] }, OptionCategoryMessages.priceInvalid],
    [{ categoryName: '  ' }, OptionCategoryMessages.nameRequired],
  ])('refuses %j', (change, message) => {
    const result = checkOptionCategory({ ...base, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });
});
