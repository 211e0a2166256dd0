import { lineOptionLabel, lineSummary } from './line-option-label';

describe('line option labels', () => {
  it('names the category and option, the surcharge when there is one, and the engraving text', () => {
    expect(lineOptionLabel({ categoryName: '하드웨어', optName: '실버', price: 0, text: null })).toBe('하드웨어: 실버');
    expect(lineOptionLabel({ categoryName: '각인', optName: '이니셜 각인 (영문 3자 이내)', price: 5_000, text: 'JHK' })).toBe("각인: 이니셜 각인 (영문 3자 이내) (+5,000원) 'JHK'");
  });

  it('sums a line up in one cell', () => {
    expect(lineSummary({ goodsName: '카드 지갑', amount: 2, options: [] })).toBe('카드 지갑 x2');
    expect(
      lineSummary({
        goodsName: '시티 레더 백팩',
        amount: 1,
        options: [
          { categoryName: '하드웨어', optName: '골드', price: 3_000, text: null },
          { categoryName: '각인', optName: '이니셜', price: 5_000, text: 'JHK' },
        ],
      }),
    ).toBe("시티 레더 백팩 [하드웨어: 골드 (+3,000원); 각인: 이니셜 (+5,000원) 'JHK'] x1");
  });
});
