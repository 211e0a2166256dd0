/** Symbols the ordering module binds its ports to (see ordering.module.ts). */
export const ORDER_REPOSITORY = Symbol('ORDER_REPOSITORY');
export const ORDER_NUMBER_RANDOM = Symbol('ORDER_NUMBER_RANDOM');
export const PARCEL_TRACKING = Symbol('PARCEL_TRACKING');
export const ORDER_POINTS = Symbol('ORDER_POINTS');
export const STAFF_ORDER_QUERIES = Symbol('STAFF_ORDER_QUERIES');
export const ORDER_STATISTICS = Symbol('ORDER_STATISTICS');
export const ORDER_STAFF_MEMOS = Symbol('ORDER_STAFF_MEMOS');
export const KOREAN_HOLIDAYS = Symbol('KOREAN_HOLIDAYS');
export const PRODUCTION_BOARD_QUERIES = Symbol('PRODUCTION_BOARD_QUERIES');
export const ORDER_REFUNDS = Symbol('ORDER_REFUNDS');
export const ORDER_PROMOTIONS = Symbol('ORDER_PROMOTIONS');
