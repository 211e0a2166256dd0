import { GoodsSort, goodsOrderOf, isGoodsSortId } from './goods-sort';

describe('GoodsSort', () => {
  it('accepts 0 to 4 only', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 9].filter(isGoodsSortId)).toEqual([0, 1, 2, 3, 4]);
  });

  it('treats 0 as recommended: display order, then id', () => {
    const recommended = [
      { field: 'displayOrder', direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ];
    expect(goodsOrderOf(GoodsSort.Default)).toEqual(recommended);
    expect(goodsOrderOf(GoodsSort.Recommended)).toEqual(recommended);
  });

  it('orders by price both ways', () => {
    expect(goodsOrderOf(GoodsSort.LowestPrice)[0]).toEqual({ field: 'price', direction: 'asc' });
    expect(goodsOrderOf(GoodsSort.HighestPrice)[0]).toEqual({ field: 'price', direction: 'desc' });
  });

  it('orders the newest first, the later id first on the same instant', () => {
    expect(goodsOrderOf(GoodsSort.Newest)).toEqual([
      { field: 'created', direction: 'desc' },
      { field: 'id', direction: 'desc' },
    ]);
  });

  it('always ends on the id, so pages never overlap', () => {
    for (const sort of [0, 1, 2, 3, 4] as const) {
      const rules = goodsOrderOf(sort);
      expect(rules[rules.length - 1].field).toBe('id');
    }
  });
});
