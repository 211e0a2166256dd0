import { strictInteger, strictNumber } from './to-number.decorator';

describe('strictNumber', () => {
  it.each([
    ['1', 1],
    ['0', 0],
    ['42', 42],
    ['-3', -3],
    ['1.5', 1.5],
    ['9007199254740991', 9007199254740991],
  ])('reads %j as %p', (text, number) => {
    expect(strictNumber(text)).toBe(number);
  });

  it.each([' 1', '1 ', '0x10', '1e3', '', '+1', '01', '1.', '.5', 'Infinity', 'NaN', '1_000', '１'])('leaves %j as text', (text) => {
    expect(strictNumber(text)).toBe(text);
  });

  it('leaves numbers, null and other values as they are', () => {
    expect(strictNumber(7)).toBe(7);
    expect(strictNumber(null)).toBeNull();
    expect(strictNumber(undefined)).toBeUndefined();
    expect(strictNumber([1])).toEqual([1]);
  });
});

describe('strictInteger', () => {
  it('reads whole numbers written plainly, and nothing else', () => {
    expect(strictInteger('12')).toBe(12);
    expect(strictInteger('-1')).toBe(-1);
    for (const text of ['1.0', '1.5', ' 1', '0x10', '1e1', '01', '']) expect(strictInteger(text)).toBe(text);
  });
});
