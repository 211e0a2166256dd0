/**
 * An order's life as an explicit transition table, in the manner of Vendure's
 * default-order-process.ts: a move not listed here does not happen. docs/ordering.md
 * draws it and says who triggers each move.
 */
export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PAYMENT_APPROVING',
  'PAYMENT_FAILED',
  'PREPARING',
  'SHIPPING',
  'DELIVERED',
  'CANCELLED',
  'RETURN_REQUESTED',
  'RETURNED',
  'EXCHANGE_REQUESTED',
  'EXCHANGED',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: { readonly [From in OrderStatus]: readonly OrderStatus[] } = {
  // Saved by the checkout, before the shopper opens the payment provider.
  PENDING_PAYMENT: ['PAYMENT_APPROVING', 'PAYMENT_FAILED', 'CANCELLED'],
  // The provider's return was accepted and one caller is approving it (money may move now). Back to awaiting payment
  // when the provider's answer was not this order's, or there was none (docs/decisions.md, issue 19's returns).
  PAYMENT_APPROVING: ['PREPARING', 'PAYMENT_FAILED', 'PENDING_PAYMENT'],
  PAYMENT_FAILED: [],
  // Paid; the workshop makes the goods (made to order). Staff may still cancel (with a refund).
  PREPARING: ['SHIPPING', 'CANCELLED'],
  SHIPPING: ['DELIVERED'],
  // Returns and exchanges are asked for after receipt (terms: within 7 days); staff settle them.
  DELIVERED: ['RETURN_REQUESTED', 'EXCHANGE_REQUESTED'],
  RETURN_REQUESTED: ['RETURNED', 'DELIVERED'],
  EXCHANGE_REQUESTED: ['EXCHANGED', 'DELIVERED'],
  CANCELLED: [],
  RETURNED: [],
  EXCHANGED: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** No move leaves these. */
export function isFinal(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/** Paid at some point: PREPARING and every state after it. */
export const PAID_STATUSES: readonly OrderStatus[] = ['PREPARING', 'SHIPPING', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED'];

/**
 * The spec's `oStatus`: '0' preparing, '1' shipping, '2' delivered. The other states have
 * no number in the spec, so they answer a stable lower-case word (never a digit, so the
 * spec's client, which treats "any other value" as delivered, is not misled by a number).
 */
export const O_STATUS: { readonly [S in OrderStatus]: string } = {
  PENDING_PAYMENT: 'pending',
  PAYMENT_APPROVING: 'approving',
  PAYMENT_FAILED: 'failed',
  PREPARING: '0',
  SHIPPING: '1',
  DELIVERED: '2',
  CANCELLED: 'cancelled',
  RETURN_REQUESTED: 'return-requested',
  RETURNED: 'returned',
  EXCHANGE_REQUESTED: 'exchange-requested',
  EXCHANGED: 'exchanged',
};

export function oStatusOf(status: OrderStatus): string {
  return O_STATUS[status];
}
