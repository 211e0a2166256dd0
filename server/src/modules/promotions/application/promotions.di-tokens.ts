/** Symbols the promotions module binds its ports to (see promotions.module.ts). */
export const COUPON_REPOSITORY = Symbol('COUPON_REPOSITORY');
export const POINT_LEDGER_REPOSITORY = Symbol('POINT_LEDGER_REPOSITORY');
export const COUPON_REGISTRATION_ATTEMPTS = Symbol('COUPON_REGISTRATION_ATTEMPTS');
export const POINTS_EARN_POLICY = Symbol('POINTS_EARN_POLICY');
export const REVIEW_POINTS_POLICY = Symbol('REVIEW_POINTS_POLICY');
export const COUPON_ADMIN_REPOSITORY = Symbol('COUPON_ADMIN_REPOSITORY');
export const SERIAL_SOURCE = Symbol('SERIAL_SOURCE');
