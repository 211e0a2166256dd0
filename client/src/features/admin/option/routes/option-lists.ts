export const COUNT_MISMATCH = '옵션명과 가격의 개수가 같아야 합니다.';
export const PRICE_INVALID = '추가 가격은 0 이상의 정수로, 쉼표로 나누어 입력해주세요.';

/** `a, b ,c` → ['a', 'b', 'c'] (empty pieces kept, so a stray comma shows as a count mismatch). */
export function splitList(text: string | undefined): string[] {
  if (!text || text.trim() === '') return [];
  return text.split(',').map((piece) => piece.trim());
}

/** The prices of a comma-separated list, or null when one is not a whole number of won from 0. */
export function pricesOf(text: string | undefined): number[] | null {
  const pieces = splitList(text);
  if (pieces.some((piece) => !/^\d+$/.test(piece))) return null;
  return pieces.map(Number);
}
