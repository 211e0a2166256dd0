import type { GuestOrderer, GuestSession } from '../../domain/guest-session';

/** Guest sessions (adapter: the guest_session table; the cookie carries a random token, the table only its digest). */
export interface GuestSessionsPort {
  /** Stores a new session; answers the token for the cookie. */
  open(session: { orderer: GuestOrderer; orderId: number | null; now: Date; expiresAt: Date }): Promise<{ token: string; session: GuestSession }>;
  /** The session of the token when it has not expired at `now`, else null. */
  find(token: string, now: Date): Promise<GuestSession | null>;
  /** Scopes the session to the order it placed (a newer checkout attempt moves it to the newer order). */
  bindOrder(sessionId: string, orderId: number): Promise<void>;
  /** Ends the session (the guest's 나가기). */
  close(sessionId: string): Promise<void>;
  /** Deletes the sessions expired at `now`; answers how many. */
  purgeExpired(now: Date): Promise<number>;
}
