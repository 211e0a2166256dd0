/** The confirmation text: short enough for one LMS, no personal data beyond the order itself. */
export function orderPaidText(order: { orderNumber: string; goodsTitle: string; totalPrice: number }): string {
  return `[the shop] 주문이 완료되었습니다.\n주문번호 ${order.orderNumber}\n${order.goodsTitle}\n결제금액 ${order.totalPrice.toLocaleString('ko-KR')}원\n주문 제작 후 발송됩니다.`;
}
