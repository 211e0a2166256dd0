/** The address book's own words; an address's field rules are @/lib/address-rules (the checkout's too). */
export const ADDRESS_BOOK_MESSAGES = {
  /** Spec: "Address delete asks 'Are you sure you want to delete?'". */
  confirmDelete: '정말 삭제하시겠습니까?',
  /** Under the question: which address goes. */
  deleteDetail: (label: string) => `'${label}' 배송지가 목록에서 삭제됩니다.`,
  notFound: '배송지를 찾을 수 없습니다.',
} as const;

