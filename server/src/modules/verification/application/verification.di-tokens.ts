/** Symbols the verification module binds its ports to (see verification.module.ts). */
export const SMS_SENDER = Symbol('SMS_SENDER');
export const VERIFICATION_CODE_REPOSITORY = Symbol('VERIFICATION_CODE_REPOSITORY');
export const VERIFICATION_TOKEN_REPOSITORY = Symbol('VERIFICATION_TOKEN_REPOSITORY');
export const SECRET_HASHER = Symbol('SECRET_HASHER');
export const RANDOM_SOURCE = Symbol('RANDOM_SOURCE');
export const IDENTITY_VERIFIER = Symbol('IDENTITY_VERIFIER');
export const SEND_LIMITS = Symbol('SEND_LIMITS');
export const VERIFICATION_RECORDS_PURGE = Symbol('VERIFICATION_RECORDS_PURGE');
