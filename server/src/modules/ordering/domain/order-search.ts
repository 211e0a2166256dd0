/**
 * The back office's one search box over orders: the order number, the orderer's name or e-mail (a part of any of
 * them, case aside), or a phone number typed in any format (010-1234-5678, 010 1234 5678, 01012345678 or a part
 * such as 5678), matched by its digits against the orderer's and the recipient's phone (stored as digits).
 */
export interface OrderSearch {
  /** The term as typed, trimmed: matched within the order number, the orderer's name and e-mail. */
  readonly text: string;
  /** Its digits when the term reads as a phone number (digits with spaces, hyphens, dots, brackets or a +); else null. */
  readonly phoneDigits: string | null;
}

export const ORDER_SEARCH_MAX_LENGTH = 100;

/** A phone needs at least this many digits to be searched as one (fewer match too many orders to mean anything). */
const PHONE_MIN_DIGITS = 3;

export function orderSearchOf(term: string | undefined | null): OrderSearch | null {
  const text = (term ?? '').trim();
  if (!text) return null;
  const looksLikePhone = /^[\d\s\-.()+]+$/.test(text);
  const digits = text.replace(/\D/g, '');
  return { text, phoneDigits: looksLikePhone && digits.length >= PHONE_MIN_DIGITS ? digits : null };
}
