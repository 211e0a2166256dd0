/**
 * Reviews show who wrote them without giving the name away: every letter except the
 * first and the last becomes `*` ("김민수" → "김*수", "Alexander" → "A*******r"). A
 * two-letter name keeps only its first ("이수" → "이*"); one letter stays as it is.
 * Counted in code points, so Hangul and Latin (and anything outside the BMP) mask alike.
 */
export function maskMemberName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length <= 1) return letters.join('');
  if (letters.length === 2) return `${letters[0]}*`;
  return letters[0] + '*'.repeat(letters.length - 2) + letters[letters.length - 1];
}
