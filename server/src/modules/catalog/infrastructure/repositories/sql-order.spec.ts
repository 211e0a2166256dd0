import { orderByClause } from './sql-order';

describe('orderByClause', () => {
  const columns = { price: 'g.price', id: 'g.id' };

  it('writes each rule with its column and direction', () => {
    expect(
      orderByClause(
        [
          { field: 'price', direction: 'desc' },
          { field: 'id', direction: 'asc' },
        ],
        columns,
      ),
    ).toBe('g.price DESC, g.id ASC');
  });

  it('refuses an empty order', () => {
    expect(() => orderByClause([], columns)).toThrow();
  });
});
