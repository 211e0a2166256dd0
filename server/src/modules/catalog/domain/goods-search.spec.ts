import { normalizeSearchText } from './goods-search';

describe('normalizeSearchText', () => {
  it('trims and folds whitespace', () => {
    expect(normalizeSearchText('  미니   토트\t백 ')).toBe('미니 토트 백');
  });

  it('turns nothing or blanks into an empty search', () => {
    expect(normalizeSearchText(undefined)).toBe('');
    expect(normalizeSearchText(' \n ')).toBe('');
  });

  it('keeps what SQL would treat specially; escaping is the adapter\'s job', () => {
    expect(normalizeSearchText("' OR 1=1 --")).toBe("' OR 1=1 --");
    expect(normalizeSearchText('100%')).toBe('100%');
  });
});
