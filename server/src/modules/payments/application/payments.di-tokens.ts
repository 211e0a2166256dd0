export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
export const REFUNDS = Symbol('REFUNDS');
