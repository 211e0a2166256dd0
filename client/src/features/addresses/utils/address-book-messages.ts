/** The address book's own words; an address's field rules are @/lib/address-rules (the checkout's too). */
export const ADDRESS_BOOK_MESSAGES = {
  /** Spec: "Address delete asks 'Are you sure you want to delete?'". */
  confirmDelete: '정말 삭제하시겠습니까?',
  /** Spec: an address delete that does not succeed. */
  retry: '다시 시도해주세요.',
  notFound: '배송지를 찾을 수 없습니다.',
} as const;

/** 01012345678 → 010-1234-5678, 0212345678 → 02-1234-5678; anything else as it is. */
export function formatPhone(digits: string): string {
  if (/^02\d{7,8}$/.test(digits)) return digits.replace(/^(02)(\d{3,4})(\d{4})$/, '$1-$2-$3');
  if (/^0\d{9,10}$/.test(digits)) return digits.replace(/^(0\d{2})(\d{3,4})(\d{4})$/, '$1-$2-$3');
  return digits;
}
