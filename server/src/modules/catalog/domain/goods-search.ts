/** The search drawer's rules. */
export const SEARCH_TEXT_MAX_LENGTH = 50;
export const SEARCH_RESULT_LIMIT = 20;
/** With nothing typed the drawer shows these: the first recommended goods, as search_goods.php?page=0&sort=0&size=3. */
export const DEFAULT_SEARCH_RESULT_COUNT = 3;

/** Trims and folds runs of whitespace, so "  미니   토트 " searches for "미니 토트". */
export function normalizeSearchText(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}
