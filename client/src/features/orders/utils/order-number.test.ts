import { canonicalOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';

describe('order numbers', () => {
  it('accepts the numbers issued now and the six-digit ones of before', () => {
    expect('20261123-7KQ4M9XH2C').toMatch(ORDER_NUMBER_PATTERN);
    expect('20261123-482915').toMatch(ORDER_NUMBER_PATTERN);
  });

  it('refuses other shapes, and signs the shop never issues', () => {
    for (const number of ['20261123-7KQ4M9XH2O', '20261123-7KQ4M9XH2', '2026112-482915', '20261123482915', '주문-1']) {
      expect(number).not.toMatch(ORDER_NUMBER_PATTERN);
    }
  });

  it('reads a typed number trimmed and in capitals', () => {
    expect(canonicalOrderNumber(' 20261123-7kq4m9xh2c ')).toBe('20261123-7KQ4M9XH2C');
  });
});
