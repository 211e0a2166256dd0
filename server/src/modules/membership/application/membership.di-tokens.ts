/** Symbols the membership module binds its ports to (see membership.module.ts). */
export const MEMBER_REPOSITORY = Symbol('MEMBER_REPOSITORY');
export const SESSION_REPOSITORY = Symbol('SESSION_REPOSITORY');
export const LOGIN_ATTEMPT_REPOSITORY = Symbol('LOGIN_ATTEMPT_REPOSITORY');
export const SOCIAL_LOGIN_STATE_REPOSITORY = Symbol('SOCIAL_LOGIN_STATE_REPOSITORY');
export const PASSWORD_HASHER = Symbol('PASSWORD_HASHER');
export const MEMBERSHIP_SECRETS = Symbol('MEMBERSHIP_SECRETS');
export const PHONE_VERIFICATION = Symbol('PHONE_VERIFICATION');
export const MEMBER_NOTIFIER = Symbol('MEMBER_NOTIFIER');
export const SOCIAL_LOGIN = Symbol('SOCIAL_LOGIN');
export const SESSION_SETTINGS = Symbol('SESSION_SETTINGS');
export const MEMBERSHIP_RECORDS_PURGE = Symbol('MEMBERSHIP_RECORDS_PURGE');
export const PAUSE = Symbol('PAUSE');
export const SHIPPING_ADDRESS_REPOSITORY = Symbol('SHIPPING_ADDRESS_REPOSITORY');
export const POINT_BALANCE = Symbol('POINT_BALANCE');
export const WELCOME_GIFT = Symbol('WELCOME_GIFT');
