/** The kinds of target the server's audit calls write (an entry's targetType), as the console names them. */
export const AUDIT_TARGET_LABEL: Record<string, string> = {
  goods: '상품',
  option_category: '옵션',
  banner: '배너',
  popup: '팝업',
  coupon: '쿠폰',
  order: '주문',
  member: '회원',
  admin: '관리자',
  'api-token': 'API 토큰',
};
