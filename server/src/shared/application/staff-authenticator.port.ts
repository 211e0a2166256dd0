import type { ApiScope } from '../domain/api-scope';
import type { StaffRole } from '../domain/staff-role';

/** The claims of the admin session cookie's JWT: the admin and the session row (jti), for the admin audience only. */
export interface StaffSessionJwtPayload {
  sub: string;
  jti: string;
  aud: 'admin';
  iat?: number;
  exp?: number;
}

/** A person from the back office, logged in with an admin session. */
export interface AuthenticatedAdmin {
  kind: 'admin';
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
}

/** An integrator's program, calling with an API token. */
export interface AuthenticatedApiToken {
  kind: 'token';
  tokenId: number;
  name: string;
  scopes: readonly ApiScope[];
}

export type AuthenticatedStaff = AuthenticatedAdmin | AuthenticatedApiToken;

/**
 * Turns an admin session (or an integrator's token) into who is asking, or null when the session was revoked, has
 * expired, belongs to an admin no longer in use, or the token is unknown, expired or revoked. The backoffice context
 * implements it; the guard in shared/http/auth/staff uses it, so other contexts' staff routes need not know it.
 */
export interface StaffAuthenticatorPort {
  bySession(payload: StaffSessionJwtPayload): Promise<AuthenticatedAdmin | null>;
  byToken(rawToken: string): Promise<AuthenticatedApiToken | null>;
}

export const STAFF_AUTHENTICATOR = Symbol('STAFF_AUTHENTICATOR');
