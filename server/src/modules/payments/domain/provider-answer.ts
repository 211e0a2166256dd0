/**
 * Whether a payment provider's answer is about this very order: the order number it names and the amount. The
 * provider's return post proves neither (NicePay's signature covers authToken, clientId and amount, not orderId),
 * but its approval answer comes from the provider itself and names the order the authentication was made for. Only
 * an answer about this order may change it (docs/decisions.md, "A return changes only its own order").
 */
export function isAnswerFor(named: { orderId: string; amount: number } | null, order: { orderNumber: string; totalPrice: number }): boolean {
  return named !== null && named.orderId === order.orderNumber && named.amount === order.totalPrice;
}
