import { categoryOfProdGbn, goodsFilterOfListCategory, isCatalogCategoryId } from './catalog-category';

describe('catalog categories', () => {
  it('knows the four stored categories', () => {
    expect([0, 1, 2, 3, 4, 5].filter(isCatalogCategoryId)).toEqual([1, 2, 3, 4]);
  });

  it('reads list categoryId 1-3 as the category itself', () => {
    expect(goodsFilterOfListCategory(1)).toEqual({ kind: 'category', categoryId: 1 });
    expect(goodsFilterOfListCategory(2)).toEqual({ kind: 'category', categoryId: 2 });
    expect(goodsFilterOfListCategory(3)).toEqual({ kind: 'category', categoryId: 3 });
  });

  it('reads list categoryId 4 as all items and 5 as the best sellers', () => {
    expect(goodsFilterOfListCategory(4)).toEqual({ kind: 'all' });
    expect(goodsFilterOfListCategory(5)).toEqual({ kind: 'category', categoryId: 4 });
  });

  it('maps prod_gbn A, B, C to bag, wallet, accessory', () => {
    expect(categoryOfProdGbn('A')).toBe(1);
    expect(categoryOfProdGbn('B')).toBe(2);
    expect(categoryOfProdGbn('C')).toBe(3);
  });
});
