/** The wishlist's words (Korean, shown to shoppers). */
export const WISHLIST_MESSAGES = {
  wish: '찜하기',
  unwish: '찜 해제',
  loginFirst: '로그인하시면 상품을 찜할 수 있습니다. 로그인 페이지로 이동하시겠습니까?',
  noLongerSold: '판매 종료',
} as const;
