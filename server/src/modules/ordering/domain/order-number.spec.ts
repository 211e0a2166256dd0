import { newOrderNumber, ORDER_NUMBER_PATTERN, type RandomSource } from './order-number';

const fixed = (value: number): RandomSource => ({ int: () => value });

describe('newOrderNumber', () => {
  it('is the Korean date and six random digits', () => {
    expect(newOrderNumber(new Date('2026-11-23T05:00:00Z'), fixed(482915))).toBe('20261123-482915');
  });

  it('takes the date in Korea (UTC+9): 15:30 UTC is already the next day', () => {
    expect(newOrderNumber(new Date('2026-12-31T15:30:00Z'), fixed(7))).toBe('20270101-000007');
    expect(newOrderNumber(new Date('2026-12-31T14:59:59Z'), fixed(7))).toBe('20261231-000007');
  });

  it('pads small draws and asks the source for a number below 1,000,000', () => {
    const asked: number[] = [];
    const number = newOrderNumber(new Date('2026-01-02T00:00:00Z'), { int: (max) => (asked.push(max), 0) });
    expect(number).toBe('20260102-000000');
    expect(asked).toEqual([1_000_000]);
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(number.length).toBeLessThanOrEqual(64);
  });

  it('follows the source, so consecutive orders are not numbered in sequence', () => {
    const draws = [913_204, 55_871];
    const source: RandomSource = { int: () => draws.shift() ?? 0 };
    const now = new Date('2026-11-23T01:00:00Z');
    expect([newOrderNumber(now, source), newOrderNumber(now, source)]).toEqual(['20261123-913204', '20261123-055871']);
  });
});
