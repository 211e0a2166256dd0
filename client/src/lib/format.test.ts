import { formatAddedPrice, formatDate, formatWon, maskName } from './format';

describe('formatWon', () => {
  it('adds comma thousands separators and 원', () => {
    expect(formatWon(12500)).toBe('12,500원');
    expect(formatWon(1890000)).toBe('1,890,000원');
    expect(formatWon(500)).toBe('500원');
  });

  it('shows nothing for 0, undefined, null and NaN', () => {
    expect(formatWon(0)).toBe('');
    expect(formatWon(undefined)).toBe('');
    expect(formatWon(null)).toBe('');
    expect(formatWon(Number.NaN)).toBe('');
  });
});

describe('formatAddedPrice', () => {
  it('shows an option price as +5,000원 and nothing for 0', () => {
    expect(formatAddedPrice(5000)).toBe('+5,000원');
    expect(formatAddedPrice(0)).toBe('');
  });
});

describe('formatDate', () => {
  it('shows YYYY.MM.DD', () => {
    expect(formatDate('2026-10-01T09:00:00.000Z')).toMatch(/^2026\.10\.0[12]$/);
    expect(formatDate('nonsense')).toBe('');
  });
});

describe('maskName', () => {
  it('keeps only the first and last letter', () => {
    expect(maskName('김민수')).toBe('김*수');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('이솔')).toBe('이*');
    expect(maskName('김*수')).toBe('김*수');
  });
});
