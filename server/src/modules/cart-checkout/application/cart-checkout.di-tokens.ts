export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
