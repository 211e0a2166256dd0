import { maskMemberName } from './mask-member-name';

describe('maskMemberName', () => {
  it('keeps the first and last letter of a Korean name', () => {
    expect(maskMemberName('김민수')).toBe('김*수');
    expect(maskMemberName('남궁민수')).toBe('남**수');
  });

  it('keeps only the first letter of a two-letter name', () => {
    expect(maskMemberName('이수')).toBe('이*');
  });

  it('leaves a one-letter name and an empty name as they are', () => {
    expect(maskMemberName('김')).toBe('김');
    expect(maskMemberName('')).toBe('');
  });

  it('masks Latin names letter by letter', () => {
    expect(maskMemberName('Alexander')).toBe('A*******r');
    expect(maskMemberName('Jo')).toBe('J*');
  });

  it('counts code points, not UTF-16 units', () => {
    expect(maskMemberName('𠮷野家')).toBe('𠮷*家');
    expect(maskMemberName('a😀b😀')).toBe('a**😀');
  });

  it('ignores surrounding spaces', () => {
    expect(maskMemberName('  김민수 ')).toBe('김*수');
  });
});
