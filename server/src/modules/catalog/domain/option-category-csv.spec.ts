import { optionCategoriesCsv } from './option-category-csv';

describe('option categories CSV', () => {
  it('writes one line per option, and one empty-option line for a category without options', () => {
    const text = optionCategoriesCsv([
      { id: 3, categoryName: '스트랩 길이', requireYn: 'Y', opts: [{ id: 11, optName: '짧은', price: 0, text: null }, { id: 12, optName: '긴', price: 5000, text: null }] },
      { id: 2, categoryName: '@각인', requireYn: 'N', opts: [] },
    ]);
    expect(text.split('\r\n')).toEqual([
      '\uFEFFNo,카테고리명,필수,옵션번호,옵션명,추가 가격',
      '3,스트랩 길이,Y,11,짧은,0',
      '3,스트랩 길이,Y,12,긴,5000',
      "2,'@각인,N,,,",
      '',
    ]);
  });
});
