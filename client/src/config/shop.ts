/** The shop's business constants (spec section 9), kept in one place. */
export const QUANTITY_MIN = 1;
export const SHIPPING_FEE = 3000;
/** Shipping is free when the goods total reaches this many won. */
export const FREE_SHIPPING_FROM = 30000;
export const LIST_PAGE_SIZE = 10;
export const ACCESSORIES_PAGE_SIZE = 3;
export const HOME_BLOCK_SIZE = 3;
export const REVIEW_PAGE_SIZE = 5;
export const SEARCH_DEBOUNCE_MS = 250;
/** Lazily loaded screens that take longer than this are treated as a failed load. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

/** A texted code is good for this many seconds (the server says so too, in expiresIn). */
export const CODE_TTL_SECONDS = 300;
export const CODE_LENGTH = 6;
/** Sign-up birth years run from this year down to this one. */
export const BIRTH_YEAR_FROM = 1930;
/** Younger shoppers may not join (the server refuses them too). */
export const MINIMUM_AGE = 14;

export const SORT_OPTIONS = [
  { id: 1, label: '추천순' },
  { id: 2, label: '낮은 가격순' },
  { id: 3, label: '높은 가격순' },
  { id: 4, label: '신상품순' },
] as const;

export const REVIEW_SORTS = [
  { id: 'latest', label: '최신순' },
  { id: 'recommend', label: '추천순' },
  { id: 'score', label: '별점순' },
] as const;

export const MESSAGES = {
  addedToCart: '장바구니에 추가 되었습니다.',
  cartEmpty: '장바구니에 상품을 담아주세요.',
  loginFirst: '로그인을 먼저 진행해주세요.',
  retry: '다시 시도해주세요.',
  chooseOption: (categoryName: string) => `'${categoryName}' 옵션을 선택해주세요.`,
} as const;
