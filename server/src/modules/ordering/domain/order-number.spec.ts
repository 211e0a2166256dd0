import {
  canonicalOrderNumber,
  ISSUED_ORDER_NUMBER_PATTERN,
  LEGACY_ORDER_NUMBER_PATTERN,
  newOrderNumber,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_PATTERN,
  type RandomSource,
} from './order-number';

/** Draws the given values in turn, then zeros. */
const scripted = (...draws: number[]): RandomSource => ({ int: () => draws.shift() ?? 0 });

/** Draws 0, 1, 2, ... (modulo what is asked). */
function counting(): RandomSource {
  let next = 0;
  return { int: (max) => next++ % max };
}

describe('newOrderNumber', () => {
  it('is the Korean date, a hyphen and ten signs drawn from the unambiguous alphabet', () => {
    const number = newOrderNumber(new Date('2026-11-23T05:00:00Z'), scripted(5, 17, 21, 2, 18, 7, 28, 15, 0, 10));
    expect(number).toBe('20261123-7KQ4M9XH2C');
    expect(number).toMatch(ISSUED_ORDER_NUMBER_PATTERN);
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(number.length).toBeLessThanOrEqual(64);
  });

  it('takes the date in Korea (UTC+9): 15:30 UTC is already the next day', () => {
    expect(newOrderNumber(new Date('2026-12-31T15:30:00Z'), scripted())).toBe('20270101-2222222222');
    expect(newOrderNumber(new Date('2026-12-31T14:59:59Z'), scripted())).toBe('20261231-2222222222');
  });

  it('asks the source for ten signs of 31, about 49.5 bits a day', () => {
    const asked: number[] = [];
    newOrderNumber(new Date('2026-01-02T00:00:00Z'), { int: (max) => (asked.push(max), max - 1) });
    expect(asked).toEqual(Array(10).fill(31));
    expect(Math.log2(31 ** 10)).toBeGreaterThan(49);
  });

  it('uses no sign that reads as another: no 0, O, 1, I or L', () => {
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(31);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(31);
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[01IOL]/);
    expect(newOrderNumber(new Date('2026-11-23T05:00:00Z'), counting())).toBe('20261123-23456789AB');
  });

  it('follows the source, so consecutive orders are not numbered in sequence', () => {
    const source = scripted(...Array(10).fill(30), ...Array(10).fill(9));
    const now = new Date('2026-11-23T01:00:00Z');
    expect([newOrderNumber(now, source), newOrderNumber(now, source)]).toEqual(['20261123-ZZZZZZZZZZ', '20261123-BBBBBBBBBB']);
  });
});

describe('order number patterns', () => {
  it('accepts what is issued now and the six-digit numbers of before, and nothing else', () => {
    for (const number of ['20261123-7KQ4M9XH2C', '20261123-482915']) expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect('20261123-482915').toMatch(LEGACY_ORDER_NUMBER_PATTERN);
    expect('20261123-482915').not.toMatch(ISSUED_ORDER_NUMBER_PATTERN);
    for (const number of ['20261123-7KQ4M9XH2O', '20261123-7kq4m9xh2c', '20261123-7KQ4M9XH2', '2026112-7KQ4M9XH2C', '20261123-4829150', ' 20261123-482915']) {
      expect(number).not.toMatch(ORDER_NUMBER_PATTERN);
    }
  });

  it('reads a typed number in the issued spelling: trimmed, in capitals', () => {
    expect(canonicalOrderNumber(' 20261123-7kq4m9xh2c ')).toBe('20261123-7KQ4M9XH2C');
    expect(canonicalOrderNumber('20261123-482915')).toBe('20261123-482915');
  });
});
