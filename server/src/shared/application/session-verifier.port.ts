/** The claims the session cookie's JWT carries: the member and the session row (jti). */
export interface SessionJwtPayload {
  sub: string;
  jti: string;
  iat?: number;
  exp?: number;
}

/** Who is asking, as every guarded handler sees it. */
export interface AuthenticatedMember {
  id: number;
  /** The session row; logout revokes it. */
  sessionId: string;
  /** Logged in with a temporary password: only the password change is open until it is replaced. */
  mustChangePassword: boolean;
}

/**
 * Turns a validly signed session token into a member, or null when its session was
 * revoked, has expired or belongs to nobody. Membership implements it; the HTTP guard
 * in shared/http/auth uses it, so later contexts need not know membership.
 */
export interface SessionVerifierPort {
  verify(payload: SessionJwtPayload): Promise<AuthenticatedMember | null>;
}

export const SESSION_VERIFIER = Symbol('SESSION_VERIFIER');
