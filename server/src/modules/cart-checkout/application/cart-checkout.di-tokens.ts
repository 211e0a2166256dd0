export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
export const PRICE_LIST = Symbol('PRICE_LIST');
export const CHECKOUT_PROMOTIONS = Symbol('CHECKOUT_PROMOTIONS');
export const CHECKOUT_MEMBERS = Symbol('CHECKOUT_MEMBERS');
export const ORDER_BOOK = Symbol('ORDER_BOOK');
export const ORDER_NOTIFIER = Symbol('ORDER_NOTIFIER');
export const STAFF_ORDER_DESK = Symbol('STAFF_ORDER_DESK');
