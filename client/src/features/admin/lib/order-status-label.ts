/** Order statuses as the console names them. */
export const ORDER_STATUS_LABEL: Record<string, string> = {
  PENDING_PAYMENT: '결제 대기',
  PAYMENT_APPROVING: '결제 승인 중',
  PAYMENT_FAILED: '결제 실패',
  PREPARING: '상품 준비중',
  SHIPPING: '배송중',
  DELIVERED: '배송 완료',
  CANCELLED: '주문 취소',
  RETURN_REQUESTED: '반품 요청',
  RETURNED: '반품 완료',
  EXCHANGE_REQUESTED: '교환 요청',
  EXCHANGED: '교환 완료',
};

export const orderStatusLabel = (status: string) => ORDER_STATUS_LABEL[status] ?? status;

/** 159,000원 */
export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
