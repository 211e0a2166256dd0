import type { GoodsSummary } from './goods';
import { goodsCsv } from './goods-csv';

const goods = (overrides: Partial<GoodsSummary>): GoodsSummary => ({
  id: 7,
  goodsName: '미니 토트백',
  price: 189000,
  thumbSrc: '/images/goods/mini-tote-1.svg',
  contents: '설명',
  created: new Date('2026-10-01T09:00:00Z'),
  categories: [],
  hidden: false,
  status: 'ON_SALE',
  addonOnly: false,
  madeToOrder: true,
  reviewCount: 0,
  reviewScore: 0,
  ...overrides,
});

describe('goods CSV', () => {
  it('one line per goods item: price a number, categories in words, hidden or on sale', () => {
    const text = goodsCsv([
      goods({ categories: [{ id: 1, categoryId: 1 }, { id: 2, categoryId: 4 }], reviewCount: 2, reviewScore: 4.5 }),
      goods({ id: 8, goodsName: '=1+1', price: 0, hidden: true }),
    ]);
    expect(text.split('\r\n')).toEqual([
      '\uFEFF상품번호,상품명,가격,분류,상태,리뷰 수,평점,등록일,이미지',
      '7,미니 토트백,189000,"가방, 베스트",판매중,2,4.5,2026-10-01 18:00,/images/goods/mini-tote-1.svg',
      "8,'=1+1,0,,삭제됨,0,0,2026-10-01 18:00,/images/goods/mini-tote-1.svg",
      '',
    ]);
  });
});
