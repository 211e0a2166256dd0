/** The back office's ports, bound to their adapters in backoffice.module.ts. */
export const ADMIN_ACCOUNT_REPOSITORY = Symbol('ADMIN_ACCOUNT_REPOSITORY');
export const ADMIN_SESSION_REPOSITORY = Symbol('ADMIN_SESSION_REPOSITORY');
export const API_TOKEN_REPOSITORY = Symbol('API_TOKEN_REPOSITORY');
export const AUDIT_LOG = Symbol('AUDIT_LOG');
export const ACCESS_LOG = Symbol('ACCESS_LOG');
export const ADMIN_PASSWORD_HASHER = Symbol('ADMIN_PASSWORD_HASHER');
export const ADMIN_SESSION_SETTINGS = Symbol('ADMIN_SESSION_SETTINGS');
export const ORDER_FIGURES = Symbol('ORDER_FIGURES');
export const TWO_FACTOR_REPOSITORY = Symbol('TWO_FACTOR_REPOSITORY');
export const TOTP = Symbol('TOTP');
export const BACKOFFICE_SETTINGS = Symbol('BACKOFFICE_SETTINGS');
