/** An order paid in test mode (NicePay's test store or the local sandbox): no money moved, nothing to make or ship. */
export function isTestOrder(order: { payments: readonly { test: boolean }[] }): boolean {
  return order.payments.some((payment) => payment.test);
}
