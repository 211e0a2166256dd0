import { Won, formatWon } from './money';

describe('Won', () => {
  it('formats with comma thousands separators and 원', () => {
    expect(formatWon(1234567)).toBe('1,234,567원');
    expect(Won.of(89000).format()).toBe('89,000원');
  });

  it('shows nothing for zero or no amount', () => {
    expect(formatWon(0)).toBe('');
    expect(formatWon(undefined)).toBe('');
  });

  it('adds and multiplies in whole won', () => {
    expect(Won.of(1500).times(3).plus(Won.of(500)).amount).toBe(5000);
    expect(() => Won.of(10.5)).toThrow(RangeError);
  });
});
