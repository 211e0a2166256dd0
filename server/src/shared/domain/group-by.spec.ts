import { groupBy } from './group-by';

describe('groupBy', () => {
  it('keeps each group in the items’ order and every item once', () => {
    const rows = [
      { orderId: '2', n: 1 },
      { orderId: '1', n: 2 },
      { orderId: '2', n: 3 },
    ];
    const groups = groupBy(rows, (row) => row.orderId);
    expect(groups.get('2')).toEqual([rows[0], rows[2]]);
    expect(groups.get('1')).toEqual([rows[1]]);
    expect([...groups.keys()]).toEqual(['2', '1']);
  });

  it('has no group for a key no item carries', () => {
    expect(groupBy([{ id: 1 }], (row) => row.id).get(2)).toBeUndefined();
    expect(groupBy([], (row: { id: number }) => row.id).size).toBe(0);
  });
});
