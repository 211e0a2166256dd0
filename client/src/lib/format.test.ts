import { formatAddedPrice, formatDate, formatWon, maskName } from './format';

describe('formatWon', () => {
  it('adds comma thousands separators and 원', () => {
    expect(formatWon(12500)).toBe('12,500원');
    expect(formatWon(1890000)).toBe('1,890,000원');
    expect(formatWon(500)).toBe('500원');
  });

  it('writes every amount as ko-KR\'s number format does: negatives, every digit count up to trillions', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    const amounts = [1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 123_456, 999_999, 1_000_000, 12_345_678, 987_654_321, 1_234_567_890_123];
    for (const amount of [...amounts, ...amounts.map((a) => -a)]) expect(formatWon(amount)).toBe(`${intl.format(amount)}원`);
  });

  it('makes no Intl number format, loaded or used (its locale set-up would cost the first screen)', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    const fresh = await import('./format');
    expect(fresh.formatWon(12500)).toBe('12,500원');
    expect(fresh.formatAddedPrice(-5000)).toBe('-5,000원');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
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
    expect(formatAddedPrice(-12000)).toBe('-12,000원');
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
